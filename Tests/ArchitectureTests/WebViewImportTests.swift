import Foundation
import TVGuideReviewKit
import TVGuideTestSupport
import Testing

/// The web view is a second view, and nothing more: `TVGuideWeb` sees the presenters and none
/// of the terminal's code, the inner layers do not know it exists, and the server's stack
/// (Hummingbird, NIO, gzip) stays in `TVGuideWebServer`, which only the executable links.
@Suite struct WebViewImportTests {
  private static let importsBySource = targetImports()

  private static func targetImports() -> [String: Set<String>] {
    let root = PackageLayout.root.appendingPathComponent("Sources")
    let targets = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    var found: [String: Set<String>] = [:]
    for target in targets {
      let files = (try? RepositoryLayers.imports(ofTarget: target)) ?? [:]
      found[target] = files.values.reduce(into: []) { $0.formUnion($1) }
    }
    return found
  }

  private static func targets(importing module: String) -> Set<String> {
    Set(importsBySource.filter { $0.value.contains(module) }.keys)
  }

  @Test func theWebViewImportsNoTerminalCode() {
    let imports = Self.importsBySource["TVGuideWeb", default: []]
    #expect(!imports.isEmpty, "TVGuideWeb's sources were not found")
    #expect(imports.isDisjoint(with: ["TextUIKit", "TVGuideView", "TVGuideRouter", "TVGuideBuilder"]))
    #expect(
      imports.isSubset(of: [
        "Foundation", "Plot", "ScreenText", "TVGuidePresenter", "TVGuideInteractor", "TVGuideEntity",
      ]))
  }

  /// Not an import, nor a word: the inner layers' files do not name the web view at all.
  @Test(arguments: ["TVGuideEntity", "TVGuideInteractor", "TVGuidePresenter"])
  func anInnerLayerDoesNotKnowTheWebView(target: String) throws {
    let folder = PackageLayout.root.appendingPathComponent("Sources/\(target)")
    let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
    var read = 0
    for case let file as URL in files where file.pathExtension == "swift" {
      read += 1
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(!text.contains("TVGuideWeb"), "\(file.lastPathComponent) names TVGuideWeb")
    }
    #expect(read > 10)
  }

  @Test func theServerStackStaysInTheServerTarget() {
    for module in ["Hummingbird", "HummingbirdCore", "NIOCore", "NIOPosix", "CompressNIO"] {
      #expect(Self.targets(importing: module).isSubset(of: ["TVGuideWebServer"]), "\(module)")
    }
    #expect(Self.targets(importing: "TVGuideWebServer") == ["tvguide"])
    #expect(Self.targets(importing: "Plot") == ["TVGuideWeb"])
  }
}
