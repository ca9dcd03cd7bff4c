import SwiftSyntax

extension GenericWhereClauseSyntax {
  /// `where Self: AnyObject` and the like.
  var constrainsSelfToClass: Bool {
    requirements.contains { requirement in
      guard case .conformanceRequirement(let conformance) = requirement.requirement else { return false }
      return conformance.leftType.trimmedDescription == "Self"
        && StandardNames.classConstraints.contains(conformance.rightType.trimmedDescription)
    }
  }
}
