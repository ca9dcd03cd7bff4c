import Foundation

/// Lists the Swift files under a folder, leaving out build folders, hidden folders, vendored
/// dependencies (`Pods`, `Carthage`) and test fixtures (which hold deliberate mistakes).
enum SwiftFileFinder {
  /// Paths relative to `folder`, sorted.
  static func files(under folder: URL) -> [String] {
    var found: [String] = []
    collect(folder, prefix: "", into: &found)
    return found.sorted()
  }

  private static func collect(_ folder: URL, prefix: String, into found: inout [String]) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where !isSkipped(name) {
      let url = folder.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
      if isDirectory.boolValue {
        collect(url, prefix: prefix + name + "/", into: &found)
      } else if name.hasSuffix(".swift") {
        found.append(prefix + name)
      }
    }
  }

  private static func isSkipped(_ name: String) -> Bool {
    name.hasPrefix(".") || ["Fixtures", "Pods", "Carthage"].contains(name)
  }
}
