import Foundation
import TVGuideTestSupport

/// The documentation whose examples are checked, as paths relative to the package root:
/// README.md, every Markdown file under docs/, every README.md under Stages/, and the DocC
/// articles and tutorials of Sources/.
enum DocumentationFiles {
  static var all: [String] {
    (["README.md"]
      + files(under: "docs") { $0.hasSuffix(".md") }
      + files(under: "Stages") { $0.hasSuffix("/README.md") || $0 == "README.md" }
      + files(under: "Sources") {
        $0.contains(".docc/") && ($0.hasSuffix(".md") || $0.hasSuffix(".tutorial"))
      })
      .sorted()
  }

  static func text(of file: String) throws -> String {
    try String(contentsOf: PackageLayout.root.appendingPathComponent(file), encoding: .utf8)
  }

  private static func files(under folder: String, where keep: (String) -> Bool) -> [String] {
    let root = PackageLayout.root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter(keep).map { "\(folder)/\($0)" }
  }
}
