/// One stored reference of the project: a property of `holder` that holds `target` objects
/// (or closures), how strongly, and whether the holder made them itself.
package struct OwnershipEdge: Sendable, Hashable {
  package var holder: String
  package var property: String
  /// The held type's name: a class, or a protocol whose adopters may be held.
  package var target: String
  package var strength: ReferenceStrength
  /// An array, set or dictionary of them.
  package var isCollection: Bool
  /// The holder creates the value itself (`= Helper()` where it is declared or assigned in
  /// its own code): it owns it, and nothing else points at it.
  package var isCreatedByHolder: Bool
  /// `let`, set once by an initialiser: the usual shape of an owning reference, where a back
  /// reference is an optional `var` set later.
  package var isConstant: Bool
  /// The holder keeps a new module a builder it made handed it, without handing the builder
  /// `self`: the module's parts keep their own router and presenter, not this holder.
  package var isChildModule = false
}
