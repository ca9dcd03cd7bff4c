/// A reviewed Swift file: its path from the project root, its SwiftPM target and its imports.
public struct ReviewedFile: Hashable, Sendable {
  /// The path from the project root, as findings name it.
  public var path: String
  /// The SwiftPM target (or the layer folder) the file belongs to, when it is known.
  public var module: String?
  /// Its `import` declarations, in order.
  public var imports: [ReviewedImport]

  /// Whether the file imports `module`.
  public func imports(_ module: String) -> Bool {
    imports.contains { $0.module == module }
  }
}
