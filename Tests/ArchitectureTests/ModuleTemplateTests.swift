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

  /// `Router/Cart/CartRouter.swift` is there but declares nothing: named after the part, it is
  /// still no part. `Wishlist` has no row, so it needs every part, and has a presenter only.
  @Test func aHalfBuiltModuleFails() throws {
    let template = try Self.template(at: Self.fixture.appendingPathComponent("ARCHITECTURE.md"))
    let sources = Self.fixture.appendingPathComponent("Sources")
    let emptyRouter = sources.appendingPathComponent("Router/Cart/CartRouter.swift")
    #expect(FileManager.default.fileExists(atPath: emptyRouter.path))
    let rowless = " (it has no row, so it has every part)"
    #expect(
      template.findings(sources: sources) == [
        "CartViewModel is in the wrong folder: Presenter/Models/CartViewModel.swift, not Presenter/Cart/",
        "Cart lacks CartRouter: no file of Router/Cart/ declares it",
        "Wishlist lacks WishlistInteractor: no file of Interactor/Wishlist/ declares it" + rowless,
        "Wishlist lacks WishlistViewInput: no file of Presenter/Wishlist/ declares it" + rowless,
        "Wishlist lacks WishlistViewModel: no file of Presenter/Wishlist/ declares it" + rowless,
        "Wishlist lacks WishlistViewController: no file of View/Wishlist/ declares it" + rowless,
        "Wishlist lacks WishlistRouter: no file of Router/Wishlist/ declares it" + rowless,
        "Wishlist lacks WishlistModuleBuilder: no file of Builder/Wishlist/ declares it" + rowless,
      ])
  }

  /// A module with every part needs no row: `Cart`'s row removed, the finished fixture still
  /// passes, since the check reads the template's row for it; the same module missing a part
  /// then fails, as the row would have made it.
  @Test func aWholeModuleNeedsNoRow() throws {
    try Self.withFixtureCopy { copy, sources in
      try Self.finish(sources)
      let document = try String(contentsOf: copy.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
      let rowless = document.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("| `Cart`") }.joined(separator: "\n")
      let template = try ModuleTemplate(markdown: rowless)
      #expect(!template.modules.contains { $0.name == "Cart" })
      #expect(template.findings(sources: sources) == [])
      try FileManager.default.removeItem(at: sources.appendingPathComponent("Router/Cart/CartRouter.swift"))
      #expect(
        template.findings(sources: sources) == [
          "Cart lacks CartRouter: no file of Router/Cart/ declares it (it has no row, so it has every part)"
        ])
    }
  }

  /// The same fixture, finished: the part moved to its module's folder, the router declared in
  /// its empty file and the stray presenter removed, and nothing is found.
  @Test func theSameModulesFinishedPass() throws {
    try Self.withFixtureCopy { copy, sources in
      try Self.finish(sources)
      let template = try Self.template(at: copy.appendingPathComponent("ARCHITECTURE.md"))
      #expect(template.findings(sources: sources) == [])
    }
  }

  /// A part declared in its folder but in a file of another name (neither its own nor the
  /// contract) is found: a reader looks for `CartViewModel` in `CartViewModel.swift`.
  @Test func aPartDeclaredInAnotherFileOfItsFolderFails() throws {
    try Self.withFixtureCopy { copy, sources in
      try Self.finish(sources)
      let cart = sources.appendingPathComponent("Presenter/Cart")
      try FileManager.default.removeItem(at: cart.appendingPathComponent("CartViewModel.swift"))
      try "final class CartPresenter {}\nstruct CartViewModel {}\n".write(
        to: cart.appendingPathComponent("CartPresenter.swift"), atomically: true, encoding: .utf8)
      let template = try Self.template(at: copy.appendingPathComponent("ARCHITECTURE.md"))
      #expect(
        template.findings(sources: sources) == [
          "CartViewModel is declared in Presenter/Cart/CartPresenter.swift, not in its own file or the "
            + "module's contract (Presenter/Cart/CartViewModel.swift or Presenter/Cart/CartContract.swift)"
        ])
    }
  }

  /// Runs `body` on a copy of the fixture (its root and its `Sources`), removed afterwards.
  private static func withFixtureCopy(_ body: (URL, URL) throws -> Void) throws {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("template-\(UUID())")
    defer { try? FileManager.default.removeItem(at: copy) }
    try FileManager.default.copyItem(at: fixture, to: copy)
    try body(copy, copy.appendingPathComponent("Sources"))
  }

  /// Mends the fixture's three faults in the copy at `sources`.
  private static func finish(_ sources: URL) throws {
    let files = FileManager.default
    try files.moveItem(
      at: sources.appendingPathComponent("Presenter/Models/CartViewModel.swift"),
      to: sources.appendingPathComponent("Presenter/Cart/CartViewModel.swift"))
    try "final class CartRouter {}\n".write(
      to: sources.appendingPathComponent("Router/Cart/CartRouter.swift"), atomically: true, encoding: .utf8)
    try files.removeItem(at: sources.appendingPathComponent("Presenter/Wishlist"))
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
    #expect(findings.contains("the template says Cart has no CartInteractor, but Interactor declares one"))
    #expect(!findings.contains { $0.hasPrefix("Cart lacks CartRouter") })
  }
}
