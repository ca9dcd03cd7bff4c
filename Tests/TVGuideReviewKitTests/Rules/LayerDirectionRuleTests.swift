import TVGuideReviewKit
import Testing

@Suite("layer-direction")
struct LayerDirectionRuleTests {
  let rule = LayerDirectionRule()

  @Test func aPresenterImportingTheViewLayerIsAnError() {
    let findings = SnippetReview.findings(
      rule, in: "import Foundation\nimport TVGuideView\n", module: "TVGuidePresenter")
    #expect(findings.count == 1)
    #expect(findings.first?.line == 2)
    #expect(findings.first?.severity == .error)
    #expect(
      findings.first?.message.contains("TVGuidePresenter depends on TVGuideView, a layer to its right")
        == true)
  }

  @Test func siblingsMustNotKnowEachOther() {
    let findings = SnippetReview.findings(rule, in: "import TVGuideRouter\n", module: "TVGuideView")
    #expect(
      findings.map(\.message) == [
        LayerViolation.sibling(importer: "TVGuideView", imported: "TVGuideRouter").message
      ])
  }

  @Test(arguments: [
    ("TVGuideEntity", "@testable import TVGuideInteractor"),
    ("TVGuideInteractor", "import struct TVGuidePresenter.ShowRow"),
    ("TVGuideRouter", "#if canImport(TVGuideBuilder)\nimport TVGuideBuilder\n#endif"),
    ("TVGuidePresenter", "import TextUIKit"),
    ("TextUIKit", "import TVGuideEntity"),
    ("TVGuideBuilder", "import TVGuideBundledCatalog"),
    ("TVGuideBundledCatalog", "import TVGuidePresenter"),
  ])
  func importsAgainstTheOrderAreFound(module: String, source: String) {
    #expect(SnippetReview.findings(rule, in: source, module: module).count == 1)
  }

  @Test(arguments: [
    ("TVGuideView", "import Foundation\nimport TVGuidePresenter\nimport TVGuideEntity\nimport TextUIKit"),
    ("TVGuideBuilder", "import TVGuideView\nimport TVGuideRouter\nimport TextUIKit"),
    ("tvguide", "import TVGuideBuilder\nimport TVGuideBundledCatalog\nimport ArgumentParser"),
    ("TVGuideBundledCatalog", "import TVGuideInteractor\nimport TVGuideEntity"),
    ("TVGuideViewTests", "@testable import TVGuideView\nimport TVGuideBuilder"),
    ("stage1-mvc", "import TVGuideEntity\nimport TextUIKit\nimport TVGuideBundledCatalog"),
  ])
  func importsAlongTheOrderAreFine(module: String, source: String) {
    #expect(SnippetReview.findings(rule, in: source, module: module).isEmpty)
  }

  @Test func aFileOutsideAnyTargetIsNotChecked() {
    #expect(SnippetReview.findings(rule, in: "import TVGuideBuilder\n").isEmpty)
  }

  @Test func theManifestsDependenciesAreCheckedWhereTheyAreWritten() {
    let manifest = """
      let package = Package(
        name: "TVGuide",
        targets: [
          .target(name: "TVGuideEntity"),
          .target(name: "TVGuideInteractor", dependencies: ["TVGuideEntity"]),
          .target(name: "TVGuidePresenter", dependencies: [.target(name: "TVGuideRouter")]),  // ✗
          .target(name: "TVGuideView", dependencies: ["TVGuidePresenter", "TextUIKit"]),
          .executableTarget(
            name: "tvguide",
            dependencies: ["TVGuideBuilder", .product(name: "ArgumentParser", package: "swift-argument-parser")]
          ),
        ]
      )
      """
    let file = SourceFile(path: "Package.swift", source: manifest)
    let findings = rule.findings(in: file, context: ReviewContext(files: [file], layers: .repository))
    #expect(findings.map(\.line) == SnippetReview.markedLines(manifest))
    #expect(findings.first?.column == 54)
    // Without a layer order the rule cannot run, and the reviewer says so in a note.
    #expect(rule.findings(in: file, context: ReviewContext(files: [file])).isEmpty)
  }

  @Test func aConfiguredOrderReplacesTheDefault() {
    let order = LayerOrder(layers: [["Model"], ["View", "Controller"]])
    let source = "import View\n"
    let file = SourceFile(path: "Model/Show.swift", source: source, module: "Model")
    #expect(rule.findings(in: file, context: ReviewContext(files: [file], layers: order)).count == 1)
    let presenter = SourceFile(path: "x.swift", source: "import TVGuideView\n", module: "TVGuidePresenter")
    #expect(rule.findings(in: presenter, context: ReviewContext(files: [presenter], layers: order)).isEmpty)
  }
}
