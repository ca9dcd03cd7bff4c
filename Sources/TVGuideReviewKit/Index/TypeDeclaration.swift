/// A type declared in the reviewed package, as far as its syntax tells.
public struct TypeDeclaration: Sendable {
  public var name: String
  public var module: String?
  public var kind: TypeKind
  /// The names after the colon (superclass, protocols) of the declaration and its extensions.
  public var inherited: [String]
  /// A protocol's `where Self: AnyObject` or a class-bound `where` clause.
  public var hasClassBoundWhereClause: Bool
  public var storedProperties: [String: StoredProperty]
}
