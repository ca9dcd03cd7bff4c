/// Xcode file and project templates: folders named `….xctemplate` and files whose path holds
/// one of Xcode's placeholders (`___FILEBASENAME___`, `___VARIABLE_moduleName___`). They are the
/// pattern code is generated from, not code the app runs, so by default they are neither
/// reviewed nor indexed.
enum TemplateCode {
  /// Whether `relativePath` (from the project root) is in a template folder or names a
  /// template placeholder.
  static func isTemplate(_ relativePath: String) -> Bool {
    let components = relativePath.split(separator: "/")
    return components.dropLast().contains { $0.hasSuffix(".xctemplate") || $0.hasSuffix(".xctemplates") }
      || components.contains { isPlaceholder($0) }
  }

  /// `___FILEBASENAME___Presenter.swift`, `___VARIABLE_productName___`: Xcode's placeholders
  /// are words between triple underscores.
  private static func isPlaceholder(_ component: Substring) -> Bool {
    guard let start = component.range(of: "___") else { return false }
    return component[start.upperBound...].contains("___")
  }
}
