import Foundation
import TVGuideTestSupport
import Testing

/// The dependency direction of ARCHITECTURE.md, checked on the real sources: a layer that
/// imports a layer to its right fails here.
@Suite struct LayerRuleTests {
  @Test(arguments: LayerRule.rules.map(\.target))
  func aLayerImportsOnlyLayersToItsLeft(target: String) throws {
    let rule = try #require(LayerRule.rules.first { $0.target == target })
    let folder = PackageLayout.root.appendingPathComponent("Sources/\(target)")
    let files = try ImportScanner().imports(under: folder)
    #expect(!files.isEmpty, "no sources found for \(target)")
    for (file, imports) in files {
      let forbidden = imports.intersection(LayerRule.packageModules).subtracting(rule.allowed)
      #expect(forbidden.isEmpty, "\(target)/\(file) imports \(forbidden.sorted()), against the layer order")
    }
  }

  @Test func everyLibraryTargetHasARule() throws {
    let sources = try FileManager.default.contentsOfDirectory(
      atPath: PackageLayout.root.appendingPathComponent("Sources").path)
    let library = sources.filter { $0.hasPrefix("TVGuide") || $0 == "TextUIKit" }
    let ruled = Set(LayerRule.rules.map(\.target))
    #expect(Set(library).subtracting(ruled).isEmpty, "add a LayerRule for every new target")
  }
}
