import Foundation
import TVGuideReviewKit
import TVGuideTestSupport
import Testing

/// The dependency direction of docs/ARCHITECTURE.md, checked on the real sources with the
/// order `.tvguide-review.yml` declares: a layer that imports a layer to its right fails here.
@Suite struct LayerRuleTests {
  @Test(arguments: try RepositoryLayers.modules(of: RepositoryLayers.order()).sorted())
  func aLayerImportsOnlyWhatTheOrderAllows(target: String) throws {
    let order = try RepositoryLayers.order()
    let files = try RepositoryLayers.imports(ofTarget: target)
    #expect(!files.isEmpty, "no sources found for \(target)")
    for (file, imports) in files {
      let forbidden = imports.filter { order.violation(importer: target, imports: $0) != nil }
      #expect(forbidden.isEmpty, "\(target)/\(file) imports \(forbidden.sorted()), against the layer order")
    }
  }

  @Test func everyLibraryTargetIsInTheOrder() throws {
    let sources = try FileManager.default.contentsOfDirectory(
      atPath: PackageLayout.root.appendingPathComponent("Sources").path)
    // TVGuideReviewRules is built on the review kit, a side module, which the order cannot say
    // of another side module; only test targets depend on it (docs/ARCHITECTURE.md).
    let library = sources.filter {
      ($0.hasPrefix("TVGuide") || $0 == "TextUIKit") && $0 != "TVGuideReviewRules"
    }
    let ordered = RepositoryLayers.modules(of: try RepositoryLayers.order())
    #expect(Set(library).subtracting(ordered).isEmpty, "add every new target to .tvguide-review.yml's layers")
  }

  /// The one rule for text that reaches a screen stands outside the order, below both views'
  /// toolkits (TextUIKit and TVGuideWeb import it): so it may import nothing, not even
  /// Foundation, and only those two import it.
  @Test func theScreenTextRuleIsALeafBothViewsShare() throws {
    let own = try RepositoryLayers.imports(ofTarget: "ScreenText")
    #expect(!own.isEmpty, "ScreenText's sources were not found")
    let imported = own.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    #expect(imported.isEmpty, "ScreenText imports \(imported.sorted())")
    let sources = try FileManager.default.contentsOfDirectory(
      atPath: PackageLayout.root.appendingPathComponent("Sources").path)
    let importers = try sources.filter { target in
      try RepositoryLayers.imports(ofTarget: target).values.contains { $0.contains("ScreenText") }
    }
    #expect(Set(importers) == ["TextUIKit", "TVGuideWeb"])
  }

  /// HTML parsing stands outside the order too, below the presenter layer that formats
  /// summaries: it imports only libxml2 and Foundation, only the presenter layer imports it, and
  /// no other target of `Sources/` links libxml2, so no layer parses markup of its own.
  @Test func htmlParsingIsALeafOnlyThePresenterUses() throws {
    let own = try RepositoryLayers.imports(ofTarget: "HTMLText")
    #expect(!own.isEmpty, "HTMLText's sources were not found")
    #expect(own.values.reduce(into: Set<String>()) { $0.formUnion($1) } == ["CLibXML2", "Foundation"])
    let sources = try FileManager.default.contentsOfDirectory(
      atPath: PackageLayout.root.appendingPathComponent("Sources").path)
    func importers(of module: String) throws -> Set<String> {
      Set(
        try sources.filter {
          try RepositoryLayers.imports(ofTarget: $0).values.contains { $0.contains(module) }
        })
    }
    #expect(try importers(of: "HTMLText") == ["TVGuidePresenter"])
    #expect(try importers(of: "CLibXML2") == ["HTMLText"])
  }

  /// The order lives in one place: the same file, with two layers swapped, makes both this
  /// test's check and tvguide-review reject an import the real order allows.
  @Test func changingTheOrderInItsOnePlaceChangesWhatBothEnforce() throws {
    let original = try String(
      contentsOf: PackageLayout.root.appendingPathComponent(ReviewConfiguration.fileName), encoding: .utf8)
    let swapped = original.replacingOccurrences(
      of: "    - [TVGuideInteractor]\n    - [TVGuidePresenter]",
      with: "    - [TVGuidePresenter]\n    - [TVGuideInteractor]")
    #expect(swapped != original)
    let order = try #require(try ReviewConfiguration(yaml: swapped).layers)
    #expect(order.violation(importer: "TVGuidePresenter", imports: "TVGuideInteractor") != nil)
    #expect(
      try RepositoryLayers.order().violation(importer: "TVGuidePresenter", imports: "TVGuideInteractor")
        == nil)

    let project = FileManager.default.temporaryDirectory.appendingPathComponent("layers-\(UUID())")
    defer { try? FileManager.default.removeItem(at: project) }
    let presenter = project.appendingPathComponent("Sources/TVGuidePresenter/Presenter.swift")
    try FileManager.default.createDirectory(
      at: presenter.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("import TVGuideInteractor\n".utf8).write(to: presenter)
    try Data(swapped.utf8).write(to: project.appendingPathComponent(ReviewConfiguration.fileName))
    let report = try Reviewer().review(path: project.path)
    #expect(report.findings.map(\.ruleID) == ["layer-direction"])
    try Data(original.utf8).write(to: project.appendingPathComponent(ReviewConfiguration.fileName))
    #expect(try Reviewer().review(path: project.path).findings.isEmpty)
  }

  @Test func theScannerReadsEveryFormOfImportAndNothingElse() {
    let source = """
      import Foundation
      @testable import TVGuideView
      @_exported import TVGuideEntity
      public import TVGuideInteractor
      import struct TVGuidePresenter.ShowRow
      // import TVGuideBuilder
      let text = "import TVGuideRouter"
      """
    #expect(
      ImportScanner.modules(importedBy: source)
        == ["Foundation", "TVGuideView", "TVGuideEntity", "TVGuideInteractor", "TVGuidePresenter"])
  }
}
