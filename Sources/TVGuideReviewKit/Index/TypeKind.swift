/// The kind of a type declaration.
public enum TypeKind: String, Sendable {
  case `class`
  case `struct`
  case `enum`
  case `actor`
  case `protocol`

  /// Whether instances are shared by reference, so two of them can keep each other alive.
  public var isReference: Bool { self == .class || self == .actor }
}
