import Foundation
import TVGuideTestSupport
import Testing

@testable import TVGuideReviewKit

/// The memo the stage-review suites share: a text is parsed once, a changed one again, and a
/// review that keeps its trees in it finds what one that parses afresh finds.
@Suite struct SyntaxTreeMemoTests {
  private static let text =
    "final class ShowListPresenter {\n  weak var view: AnyObject?\n  func load() { view = nil }\n}\n"

  private func parsed(_ source: String, memo: SyntaxTreeMemo?, limits: ReviewLimits = .standard) throws
    -> SourceFile
  {
    try SourceFile.parsed(
      path: "ShowListPresenter.swift", source: source, module: nil, moduleIsFolderLayer: false,
      relativePath: nil, folderModule: nil, foldsOperators: true, limits: limits, memo: memo)
  }

  @Test func aTextIsParsedOnceAndAChangedOneAgain() throws {
    let memo = SyntaxTreeMemo()
    let first = try parsed(Self.text, memo: memo)
    #expect(try parsed(Self.text, memo: memo).syntax.id == first.syntax.id)
    #expect(try parsed(Self.text, memo: nil).syntax.id != first.syntax.id)
    let changed = try parsed(Self.text + "// more\n", memo: memo)
    #expect(changed.syntax.id != first.syntax.id)
    #expect(changed.syntax.description == Self.text + "// more\n")
    var shallower = ReviewLimits.standard
    shallower.parserNesting = 8
    #expect(try parsed(Self.text, memo: memo, limits: shallower).syntax.id != first.syntax.id)
  }

  /// The kept tree is the whole file: positions, folded operators and the rules' catalogue.
  @Test func aKeptTreeGivesTheSameLinesAndNodes() throws {
    let memo = SyntaxTreeMemo()
    _ = try parsed(Self.text, memo: memo)
    let kept = try parsed(Self.text, memo: memo)
    let fresh = try parsed(Self.text, memo: nil)
    #expect(kept.syntax.description == fresh.syntax.description)
    #expect(
      kept.location(of: kept.syntax.statements.last!) == fresh.location(of: fresh.syntax.statements.last!))
    #expect(kept.catalog.functions.map(\.name.text) == fresh.catalog.functions.map(\.name.text))
    #expect(kept.catalog.functions.map(\.name.text) == ["load"])
  }

  @Test func aRefusalIsKeptToo() {
    let memo = SyntaxTreeMemo()
    let deep = "let x = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n"
    for _ in 0..<2 {
      #expect(throws: FileRefusal.self) { try parsed(deep, memo: memo) }
    }
  }

  /// A package whose presenter and view hold each other strongly: a finding to compare.
  @Test func aReviewWithTheMemoFindsWhatOneWithoutFinds() async throws {
    let package = try TemporaryPackage([
      "Sources/App/ShowListPresenter.swift":
        "final class ShowListPresenter {\n  var view: ShowListView?\n  func viewDidLoad() {}\n}\n",
      "Sources/App/ShowListView.swift":
        "final class ShowListView {\n  let presenter: ShowListPresenter\n  init(presenter: ShowListPresenter) {\n"
        + "    self.presenter = presenter\n  }\n}\n",
    ])
    let folder = package.path("Sources/App")
    var kept = Reviewer(projectRoot: package.path())
    kept.parses = SyntaxTreeMemo()
    let fresh = try Reviewer(projectRoot: package.path()).review(path: folder)
    let first = try kept.review(path: folder)
    let second = try kept.review(path: folder)
    #expect(!fresh.findings.isEmpty)
    #expect(first == fresh)
    #expect(second == fresh)
  }
}
