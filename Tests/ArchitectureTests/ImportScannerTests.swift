import Testing

@Suite struct ImportScannerTests {
  @Test func findsEveryFormOfImport() {
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
      ImportScanner().imports(in: source)
        == ["Foundation", "TVGuideView", "TVGuideEntity", "TVGuideInteractor", "TVGuidePresenter"])
  }

  @Test func aPresenterImportingTheViewBreaksTheRule() throws {
    let rule = try #require(LayerRule.rules.first { $0.target == "TVGuidePresenter" })
    let imports = ImportScanner().imports(in: "import TVGuideView\nimport TVGuideEntity\n")
    #expect(imports.intersection(LayerRule.packageModules).subtracting(rule.allowed) == ["TVGuideView"])
  }
}
