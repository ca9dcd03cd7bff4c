import TVGuideReviewKit

/// The project model of a few Swift snippets, each a file at the path it is given, as the
/// reviewer builds it for a project.
enum ModelSnippet {
  static func context(
    _ files: [String: String], layers: LayerOrder? = nil, roleOverrides: [RoleOverride] = []
  ) -> ReviewContext {
    ReviewContext(
      files: files.sorted { $0.key < $1.key }.map {
        SourceFile(path: $0.key, source: $0.value, relativePath: $0.key)
      },
      layers: layers, roleOverrides: roleOverrides)
  }

  /// The role of `name` in `files`.
  static func role(of name: String, in files: [String: String], roleOverrides: [RoleOverride] = []) -> Role {
    context(files, roleOverrides: roleOverrides).roles.role(of: name, from: nil)
  }
}
