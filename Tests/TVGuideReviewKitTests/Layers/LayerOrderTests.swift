import Foundation
import TVGuideReviewKit
import Testing

@Suite struct LayerOrderTests {
  let order = LayerOrder.repository

  @Test func everyLayerMayImportTheLayersToItsLeft() {
    let layers = order.layers.flatMap { $0 }
    for (index, importer) in layers.enumerated() {
      for imported in layers[..<index]
      where !order.layers.contains(where: { $0.contains(importer) && $0.contains(imported) }) {
        #expect(order.violation(importer: importer, imports: imported) == nil, "\(importer) → \(imported)")
      }
    }
  }

  @Test func noLayerMayImportOneToItsRight() {
    #expect(
      order.violation(importer: "TVGuideEntity", imports: "TVGuideInteractor")
        == .rightward(importer: "TVGuideEntity", imported: "TVGuideInteractor"))
    #expect(
      order.violation(importer: "TVGuideRouter", imports: "TVGuideBuilder")
        == .rightward(importer: "TVGuideRouter", imported: "TVGuideBuilder"))
  }

  @Test func viewAndRouterAreSiblings() {
    #expect(
      order.violation(importer: "TVGuideView", imports: "TVGuideRouter")
        == .sibling(importer: "TVGuideView", imported: "TVGuideRouter"))
    #expect(order.violation(importer: "TVGuideRouter", imports: "TVGuideView") != nil)
  }

  @Test func textUIKitServesViewRouterAndBuilderAndImportsNoLayer() {
    #expect(order.violation(importer: "TVGuideView", imports: "TextUIKit") == nil)
    #expect(order.violation(importer: "TVGuideRouter", imports: "TextUIKit") == nil)
    #expect(order.violation(importer: "TVGuideBuilder", imports: "TextUIKit") == nil)
    #expect(order.violation(importer: "TVGuidePresenter", imports: "TextUIKit") != nil)
    #expect(order.violation(importer: "TextUIKit", imports: "TVGuideEntity") != nil)
    #expect(order.violation(importer: "TextUIKit", imports: "Foundation") == nil)
  }

  @Test func theBundledCatalogIsBuiltOnTheInteractorAndUsedByTheExecutableOnly() {
    #expect(order.violation(importer: "TVGuideBundledCatalog", imports: "TVGuideInteractor") == nil)
    #expect(order.violation(importer: "TVGuideBundledCatalog", imports: "TVGuidePresenter") != nil)
    #expect(order.violation(importer: "TVGuideBundledCatalog", imports: "TextUIKit") != nil)
    #expect(order.violation(importer: "tvguide", imports: "TVGuideBundledCatalog") == nil)
    #expect(order.violation(importer: "TVGuideBuilder", imports: "TVGuideBundledCatalog") != nil)
  }

  @Test func unlistedModulesAreNotChecked() {
    #expect(order.violation(importer: "TVGuideEntityTests", imports: "TVGuideBuilder") == nil)
    #expect(order.violation(importer: "TVGuideEntity", imports: "Foundation") == nil)
  }

  @Test func theSummaryReadsLikeTheArchitectureDocument() {
    #expect(
      order.summary
        == "TVGuideEntity ← TVGuideInteractor ← TVGuidePresenter ← {TVGuideView, TVGuideWeb, TVGuideRouter} ← "
        + "TVGuideBuilder ← tvguide")
  }

  @Test func anOrderIsReadFromJSON() throws {
    let json = """
      {"layers": [["Model"], ["View", "Controller"]],
       "sideModules": [{"module": "Kit", "usableFrom": "View"}]}
      """
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("order-\(UUID()).json")
    try Data(json.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let order = try LayerOrder(contentsOf: url)
    #expect(order.violation(importer: "Model", imports: "Controller") != nil)
    #expect(order.violation(importer: "Controller", imports: "Kit") == nil)
    #expect(order.violation(importer: "Model", imports: "Kit") != nil)
  }
}
