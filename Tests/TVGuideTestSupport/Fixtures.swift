import Foundation

/// The real TVMaze responses of `../shared/tvmaze`, copied verbatim into this target's
/// resources by `scripts/import-tvmaze`.
public enum Fixtures {
  /// The folder holding `shows/`, `episodes/`, `search/`… as in the TVMaze fixture README.
  public static var root: URL {
    Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("tvmaze")
  }

  /// The folder of bodies written by hand in TVMaze's documented shape, for requests no real
  /// answer was found for (see its README.md).
  public static var handWrittenRoot: URL {
    Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("handwritten")
  }

  /// A hand-written body, e.g. `akas/82.json`.
  public static func handWritten(_ relativePath: String) throws -> Data {
    try Data(contentsOf: handWrittenRoot.appendingPathComponent(relativePath))
  }

  public static func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }

  public static func data(_ relativePath: String) throws -> Data {
    try Data(contentsOf: url(relativePath))
  }

  public static func decode<Value: Decodable>(_ type: Value.Type, from relativePath: String) throws
    -> Value
  {
    try JSONDecoder().decode(type, from: data(relativePath))
  }

  /// Every JSON file, as paths relative to `root`, sorted.
  public static func jsonFiles(under folder: String = "") -> [String] {
    let base = folder.isEmpty ? root : url(folder)
    let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    var found: [String] = []
    while let file = enumerator?.nextObject() as? URL {
      guard file.pathExtension == "json" else { continue }
      let relative = file.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)
      found.append(String(relative))
    }
    return found.sorted()
  }
}
