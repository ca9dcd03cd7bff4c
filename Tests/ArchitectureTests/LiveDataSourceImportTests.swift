import Foundation
import TVGuideTestSupport
import Testing

/// The live data sources and their libraries stay where they belong: only the executable
/// (and tests) use TVMaze and the store, GRDB stays inside the store, FoundationNetworking
/// inside the TVMaze client, and FlyingFox inside the tests' loopback server.
@Suite struct LiveDataSourceImportTests {
  /// The modules each target folder under `folder` imports, all its files together.
  private static func imports(under folder: String) -> [String: Set<String>] {
    let root = PackageLayout.root.appendingPathComponent(folder)
    let targets = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    var found: [String: Set<String>] = [:]
    for target in targets {
      let files = (try? ImportScanner().imports(under: root.appendingPathComponent(target))) ?? [:]
      found[target] = files.values.reduce(into: []) { $0.formUnion($1) }
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
