/// A type declared in the reviewed package, as far as its syntax tells.
public struct TypeDeclaration: Sendable {
  public var name: String
  public var module: String?
  public var kind: TypeKind
  /// The names after the colon (superclass, protocols) of the declaration and its extensions.
  public var inherited: [String]
  /// A protocol bound to classes by a `where Self: AnyObject` clause or by `@objc`.
  public var isDeclaredClassBound: Bool
  public var storedProperties: [String: StoredProperty]
}
