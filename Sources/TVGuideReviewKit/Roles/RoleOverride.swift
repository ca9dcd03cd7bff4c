/// A role the configuration gives, by type name or by a glob over files:
/// `roles: {LegacyScreen: view-controller, "App/Helpers/**": display-helper}`.
package struct RoleOverride: Sendable, Hashable {
  /// A type name, or `nil` when `pattern` says which files.
  package var typeName: String?
  package var pattern: PathPattern?
  package var role: Role

  /// A key with `/` or `*` is a glob over files; any other key a type's name.
  package init(key: String, role: Role) {
    if key.contains("/") || key.contains("*") {
      typeName = nil
      pattern = PathPattern(key)
    } else {
      typeName = key
      pattern = nil
    }
    self.role = role
  }

  func applies(to declaration: TypeDeclaration) -> Bool {
    if let typeName { return typeName == declaration.name }
    return pattern?.matches(declaration.relativePath) == true
  }

  var reason: String {
    "the configuration says so (`\(typeName ?? pattern?.text ?? "")`)"
  }
}
