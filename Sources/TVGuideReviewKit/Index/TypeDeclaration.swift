/// A type declared in the reviewed package, as far as its syntax tells.
package struct TypeDeclaration: Sendable {
  package var name: String
  package var module: String?
  package var kind: TypeKind
  /// The names after the colon (superclass, protocols) of the declaration and its extensions.
  package var inherited: [String]
  /// A protocol bound to classes by a `where Self: AnyObject` clause or by `@objc`.
  package var isDeclaredClassBound: Bool
  package var storedProperties: [String: StoredProperty]
}
