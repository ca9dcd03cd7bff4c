import Foundation
import TVGuideTestSupport
import Testing

/// Every public type of a library target is listed in a topic group of its DocC catalog, so
/// the catalogs cannot drift from the code: a type added without a place in them fails here.
@Suite struct DocCCurationTests {
  @Test func everyPublicTypeOfEveryCatalogedTargetIsCurated() throws {
    let sources = PackageLayout.root.appendingPathComponent("Sources")
    let targets = try FileManager.default.contentsOfDirectory(at: sources, includingPropertiesForKeys: nil)
    var checked = 0
    for target in targets {
      let catalog = target.appendingPathComponent("\(target.lastPathComponent).docc")
      guard FileManager.default.fileExists(atPath: catalog.path) else { continue }
      let declared = try PublicTypes.declared(under: target)
      let uncurated = try DocCCuration(catalog: catalog).uncurated(declared)
      #expect(uncurated == [], "\(target.lastPathComponent)'s catalog lists no topic for these")
      checked += 1
    }
    #expect(checked >= 10, "every library target has a catalog")
  }

  /// A type named in the overview but in no topic group is uncurated; one under `## Topics`,
  /// with or without a member after it, is not.
  @Test func aTypeOutsideTheTopicGroupsIsNamed() {
    let page = """
      # ``Shop``

      The ``Cart`` holds what ``Wishlist`` does not.

      ## Topics

      ### Buying

      - ``Wishlist``
      - ``Checkout/pay(_:)``
      """
    let curation = DocCCuration(pages: [page])
    #expect(curation.uncurated(["Cart", "Wishlist", "Checkout"]) == ["Cart"])
    #expect(DocCCuration(pages: ["# ``Shop``\n\n- ``Cart``"]).uncurated(["Cart"]) == ["Cart"])
  }
}
