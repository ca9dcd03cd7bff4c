import SwiftSyntax

extension PatternBindingSyntax {
  /// Whether the binding stores a value: no accessors, or only `willSet` / `didSet`.
  var isStored: Bool {
    guard let accessorBlock else { return true }
    guard case .accessors(let accessors) = accessorBlock.accessors else { return false }
    return accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
  }

  /// Whether the initial value is an object created right here (`= SearchDelegate()`),
  /// which its holder owns rather than points back at.
  var createsItsValue: Bool {
    guard let call = initializer?.value.as(FunctionCallExprSyntax.self) else { return false }
    return call.calledExpression.referencedName?.first?.isUppercase == true
  }
}
