/// The kind of a type declaration.
package enum TypeKind: String, Sendable {
  case `class`
  case `struct`
  case `enum`
  case `actor`
  case `protocol`

  /// Whether instances are shared by reference, so two of them can keep each other alive.
  package var isReference: Bool { self == .class || self == .actor }
}
