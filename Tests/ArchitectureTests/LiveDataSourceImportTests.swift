import Foundation
import TVGuideTestSupport
import Testing

/// The live data sources and their libraries stay where they belong: only the executable
/// (and tests) use TVMaze and the store, GRDB stays inside the store, FoundationNetworking
/// inside the TVMaze client, and FlyingFox inside the tests' loopback server.
@Suite struct LiveDataSourceImportTests {
  /// `import X` lines of every Swift file, by the target folder that holds it.
  private static func imports(under folder: String) -> [String: Set<String>] {
    let root = PackageLayout.root.appendingPathComponent(folder)
    var found: [String: Set<String>] = [:]
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let file = enumerator?.nextObject() as? URL {
      guard file.pathExtension == "swift", let text = try? String(contentsOf: file, encoding: .utf8) else {
        continue
      }
      let target = file.path.dropFirst(root.path.count + 1).split(separator: "/").first.map(String.init) ?? ""
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
        found[target, default: []].insert(String(words[index + 1]))
      }
    }
    return found
  }

  private static func targets(importing module: String, under folder: String) -> Set<String> {
    Set(imports(under: folder).filter { $0.value.contains(module) }.keys)
  }

  @Test func onlyTheExecutableUsesTheLiveSources() {
    #expect(Self.targets(importing: "TVGuideTVMaze", under: "Sources") == ["tvguide"])
    #expect(Self.targets(importing: "TVGuideStore", under: "Sources") == ["tvguide"])
  }

  @Test func theLiveSourcesSeeOnlyTheInteractorTheEntitiesAndTheirLibraries() {
    let sources = Self.imports(under: "Sources")
    #expect(
      sources["TVGuideTVMaze", default: []].isSubset(of: [
        "Foundation", "FoundationNetworking", "TVGuideInteractor", "TVGuideEntity",
      ]))
    #expect(
      sources["TVGuideStore", default: []].isSubset(of: [
        "Foundation", "GRDB", "TVGuideInteractor", "TVGuideEntity",
      ]))
  }

  @Test func eachLibraryStaysInItsTarget() {
    #expect(Self.targets(importing: "GRDB", under: "Sources") == ["TVGuideStore"])
    #expect(Self.targets(importing: "FoundationNetworking", under: "Sources") == ["TVGuideTVMaze"])
    #expect(Self.targets(importing: "FlyingFox", under: "Sources").isEmpty)
    #expect(Self.targets(importing: "FlyingFox", under: "Tests") == ["TVGuideTestServer"])
  }

  @Test func flyingFoxIsADependencyOfTheTestServerAlone() throws {
    let manifest = try String(
      contentsOf: PackageLayout.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let uses = manifest.components(separatedBy: ".product(name: \"FlyingFox\"").count - 1
    #expect(uses == 1)
    let server = try #require(manifest.range(of: "name: \"TVGuideTestServer\""))
    let product = try #require(manifest.range(of: ".product(name: \"FlyingFox\""))
    let nextTarget = manifest.range(of: ".testTarget(", range: server.upperBound..<manifest.endIndex)
    #expect(
      product.lowerBound > server.upperBound
        && product.upperBound < (nextTarget?.lowerBound ?? manifest.endIndex))
  }
}
