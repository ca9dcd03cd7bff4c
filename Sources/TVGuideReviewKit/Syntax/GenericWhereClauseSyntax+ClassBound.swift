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

  /// The names `Self` must conform to or inherit from: `Coordinator` for `where Self:
  /// Coordinator`. Swift reads them as the protocol's parents, so a parent that is
  /// class-bound binds the protocol too.
  var selfBounds: [String] {
    requirements.compactMap { requirement in
      guard case .conformanceRequirement(let conformance) = requirement.requirement,
        conformance.leftType.trimmedDescription == "Self"
      else { return nil }
      return conformance.rightType.baseName
    }
  }
}
