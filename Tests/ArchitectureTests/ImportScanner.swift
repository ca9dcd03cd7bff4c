import Foundation

/// Reads the `import` lines of Swift files (plain, `@testable`, `@_exported` and
/// `import struct X.Y` forms), ignoring comments.
struct ImportScanner {
  func imports(in source: String) -> Set<String> {
    var found: Set<String> = []
    for rawLine in source.split(separator: "\n") where rawLine.contains("import ") {
      var words = rawLine.split(whereSeparator: \.isWhitespace).map(String.init)
      while let first = words.first,
        first.hasPrefix("@") || ["public", "internal", "package", "private", "fileprivate"].contains(first)
      {
        words.removeFirst()
      }
      guard words.first == "import", words.count >= 2 else { continue }
      let kinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
      let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
      if let module = path.split(separator: ".").first { found.insert(String(module)) }
    }
    return found
  }

  /// The modules imported by each Swift file under `folder`, keyed by the file's path.
  func imports(under folder: URL) throws -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = enumerator?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      result[file.lastPathComponent] = imports(in: try String(contentsOf: file, encoding: .utf8))
    }
    return result
  }
}
