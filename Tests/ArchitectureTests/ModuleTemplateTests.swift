import Foundation
import TVGuideTestSupport
import Testing

/// Every module of `Sources/` has the one shape docs/ARCHITECTURE.md's table gives, and the
/// check fails for a module that is half built.
@Suite struct ModuleTemplateTests {
  private static let fixture = PackageLayout.root.appendingPathComponent(
    "Tests/ArchitectureTests/Fixtures/HalfBuiltModule")

  private static func template(at document: URL) throws -> ModuleTemplate {
    try ModuleTemplate(markdown: String(contentsOf: document, encoding: .utf8))
  }

  @Test func everyModuleOfSourcesHasTheTemplatesShape() throws {
    let template = try Self.template(at: PackageLayout.root.appendingPathComponent("docs/ARCHITECTURE.md"))
    #expect(template.modules.count >= 3)
    #expect(template.findings(sources: PackageLayout.root.appendingPathComponent("Sources")) == [])
  }

  /// The table's columns are the layers of the order in `.tvguide-review.yml` that hold
  /// modules, in that order: a layer added to the chain needs its column.
  @Test func theTablesLayersAreTheChainsFromInteractorToBuilder() throws {
    let template = try Self.template(at: PackageLayout.root.appendingPathComponent("docs/ARCHITECTURE.md"))
    let chain = try RepositoryLayers.order().layers.joined()
    let holdingModules = chain.filter { $0 != "TVGuideEntity" && $0 != "tvguide" }
    #expect(Set(template.layers) == Set(holdingModules))
    #expect(template.layers.first == "TVGuideInteractor")
    #expect(template.layers.last == "TVGuideBuilder")
  }

  @Test func aHalfBuiltModuleFails() throws {
    let template = try Self.template(at: Self.fixture.appendingPathComponent("ARCHITECTURE.md"))
    let findings = template.findings(sources: Self.fixture.appendingPathComponent("Sources"))
    #expect(
      findings == [
        "Wishlist has parts of a module but no row in the module template",
        "CartViewModel is in the wrong folder: Presenter/Models/CartViewModel.swift, not "
          + "Presenter/Cart/CartViewModel.swift",
        "Cart lacks CartRouter: Router/Cart/CartRouter.swift does not exist",
      ])
  }

  /// The same fixture, finished: the part moved to its module's folder, the missing one
  /// written and the stray presenter removed, and nothing is found.
  @Test func theSameModulesFinishedPass() throws {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("template-\(UUID())")
    defer { try? FileManager.default.removeItem(at: copy) }
    try FileManager.default.copyItem(at: Self.fixture, to: copy)
    let sources = copy.appendingPathComponent("Sources")
    let files = FileManager.default
    try files.moveItem(
      at: sources.appendingPathComponent("Presenter/Models/CartViewModel.swift"),
      to: sources.appendingPathComponent("Presenter/Cart/CartViewModel.swift"))
    try files.createDirectory(
      at: sources.appendingPathComponent("Router/Cart"), withIntermediateDirectories: true)
    try Data().write(to: sources.appendingPathComponent("Router/Cart/CartRouter.swift"))
    try files.removeItem(at: sources.appendingPathComponent("Presenter/Wishlist"))
    let template = try Self.template(at: copy.appendingPathComponent("ARCHITECTURE.md"))
    #expect(template.findings(sources: sources) == [])
  }

  @Test func aRowThatDropsAPartWithoutSayingWhyFails() throws {
    let document = try String(
      contentsOf: Self.fixture.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
    let dropped = document.replacingOccurrences(of: "— `ReceiptRouter` (nowhere to go)", with: "")
    let findings = try ModuleTemplate(markdown: dropped).findings(
      sources: Self.fixture.appendingPathComponent("Sources"))
    #expect(
      findings.contains(
        "the template's row for Receipt neither lists ReceiptRouter in Router nor says why it has none"))
  }

  @Test func aPartTheRowSaysIsMissingMustBeMissing() throws {
    let document = try String(
      contentsOf: Self.fixture.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
    let wrong = document.replacingOccurrences(of: "`CartRouter` |", with: "— `CartRouter` (none) |")
      .replacingOccurrences(of: "| `CartInteractor` |", with: "| — `CartInteractor` (none) |")
    let findings = try ModuleTemplate(markdown: wrong).findings(
      sources: Self.fixture.appendingPathComponent("Sources"))
    #expect(findings.contains("the template says Cart has no CartInteractor, but Interactor holds one"))
    #expect(!findings.contains { $0.hasPrefix("Cart lacks CartRouter") })
  }
}
