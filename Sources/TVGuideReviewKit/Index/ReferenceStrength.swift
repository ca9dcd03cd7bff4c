/// How a stored property holds the object it points at.
package enum ReferenceStrength: String, Sendable {
  /// Keeps it alive.
  case strong
  /// `weak`: lets it go, and becomes `nil`.
  case weak
  /// `unowned`: lets it go, and must not be read after.
  case unowned
}
