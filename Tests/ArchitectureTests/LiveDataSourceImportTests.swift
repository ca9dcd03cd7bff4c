import Foundation
import TVGuideReviewKit
import TVGuideTestSupport
import Testing

/// The live data sources and their libraries stay where they belong: only the executable
/// (and tests) use TVMaze and the store, GRDB stays inside the store, libcurl inside the
/// TVMaze client (and URLSession's FoundationNetworking nowhere), and FlyingFox inside the
/// tests' loopback server.
@Suite struct LiveDataSourceImportTests {
  /// Read once for every test: each scan reads hundreds of files.
  private static let importsBySource = imports(under: "Sources")
  private static let importsByTest = imports(under: "Tests")

  /// The modules each target folder under `folder` imports, all its files together.
  private static func imports(under folder: String) -> [String: Set<String>] {
    let root = PackageLayout.root.appendingPathComponent(folder)
    let targets = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    var found: [String: Set<String>] = [:]
    for target in targets {
      let files = (try? RepositoryLayers.imports(ofTarget: "\(target)", under: folder)) ?? [:]
      found[target] = files.values.reduce(into: []) { $0.formUnion($1) }
    }
    return found
  }

  private static func targets(importing module: String, in imports: [String: Set<String>]) -> Set<String> {
    Set(imports.filter { $0.value.contains(module) }.keys)
  }

  @Test func onlyTheExecutableUsesTheLiveSources() {
    #expect(Self.targets(importing: "TVGuideTVMaze", in: Self.importsBySource) == ["tvguide"])
    #expect(Self.targets(importing: "TVGuideStore", in: Self.importsBySource) == ["tvguide"])
  }

  @Test func theLiveSourcesSeeOnlyTheInteractorTheEntitiesAndTheirLibraries() {
    let sources = Self.importsBySource
    #expect(
      sources["TVGuideTVMaze", default: []].isSubset(of: [
        "Foundation", "CCurl", "TVGuideInteractor", "TVGuideEntity",
      ]))
    #expect(
      // Synchronization for the lock around the store's connection for writing; the C library
      // for the user data folder's `flock` and the `fsync`s of a move into it.
      sources["TVGuideStore", default: []].isSubset(of: [
        "Foundation", "GRDB", "Synchronization", "TVGuideInteractor", "TVGuideEntity", "Glibc", "Darwin",
      ]))
  }

  @Test func eachLibraryStaysInItsTarget() {
    #expect(Self.targets(importing: "GRDB", in: Self.importsBySource) == ["TVGuideStore"])
    #expect(Self.targets(importing: "CCurl", in: Self.importsBySource) == ["TVGuideTVMaze"])
    // URLSession writes a cache under the home folder and traps on some answers.
    #expect(Self.targets(importing: "FoundationNetworking", in: Self.importsBySource).isEmpty)
    #expect(Self.targets(importing: "FlyingFox", in: Self.importsBySource).isEmpty)
    #expect(Self.targets(importing: "FlyingFox", in: Self.importsByTest) == ["TVGuideTestServer"])
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
