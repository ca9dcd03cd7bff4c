/// One `import` of a reviewed file: the module and where it is written.
public struct ReviewedImport: Hashable, Sendable, Codable {
  /// The imported module.
  public var module: String
  /// Where the `import` is written: 1-based line and column.
  public var line: Int
  /// The 1-based column.
  public var column: Int
}
