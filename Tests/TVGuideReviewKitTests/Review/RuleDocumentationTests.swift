import Foundation
import TVGuideReviewKit
import TVGuideTestSupport
import Testing

/// docs/review-rules.md holds, for every rule, the text `tvguide-review --explain RULE`
/// prints, between `<!-- rule: ID -->` and `<!-- end rule: ID -->`. Regenerate a section with
/// `swift run tvguide-review --explain ID`.
@Suite struct RuleDocumentationTests {
  private static func document() throws -> String {
    try String(contentsOfFile: RepositoryLayout.path("docs/review-rules.md"), encoding: .utf8)
  }

  @Test(arguments: ReviewRules.all.map(\.id))
  func theDocsHoldWhatExplainPrints(ruleID: String) throws {
    let rule = try #require(ReviewRules.all.first { $0.id == ruleID })
    let documentation = try #require(rule.documentation)
    let text = try Self.document()
    let begin = "<!-- rule: \(ruleID) -->\n"
    let end = "<!-- end rule: \(ruleID) -->"
    let start = try #require(text.range(of: begin)?.upperBound)
    let stop = try #require(text.range(of: end, range: start..<text.endIndex)?.lowerBound)
    #expect(String(text[start..<stop]) == documentation.markdown(for: rule))
  }

  @Test func everyExampleShowsAWrongAndARightForm() {
    for rule in ReviewRules.all {
      let markdown = rule.documentation?.markdown(for: rule) ?? ""
      #expect(markdown.contains("**Wrong:**") && markdown.contains("**Right:**"), "\(rule.id)")
      #expect(markdown.contains("**How it decides.**"), "\(rule.id)")
    }
  }

  /// The synopsis names every option of the command.
  @Test func theSynopsisListsEveryOption() throws {
    let text = try Self.document()
    for option in [
      "--project-root", "--changed-since", "--changed-lines-only", "--format", "--strict", "--baseline",
      "--write-baseline", "--layers", "--version", "--list-rules", "--explain RULE", "--explain-roles FILE",
    ] {
      #expect(text.contains(option), "\(option)")
    }
  }
}

/// The examples in the documentation are what the rules say about them: each wrong form is
/// reported, each right form is not.
@Suite struct RuleExampleTests {
  @Test(arguments: ReviewRules.all.map(\.id).filter { $0 != "layer-direction" })
  func theWrongFormIsReportedAndTheRightOneIsNot(ruleID: String) throws {
    let rule = try #require(ReviewRules.all.first { $0.id == ruleID })
    let documentation = try #require(rule.documentation)
    #expect(!SnippetReview.findings(rule, in: documentation.wrong).isEmpty)
    #expect(SnippetReview.findings(rule, in: documentation.right).isEmpty)
  }

  /// The layer example lives in a presenter folder of a module whose view folder declares the
  /// view controller and its port.
  @Test func theLayerExampleIsReportedInItsFolders() throws {
    let documentation = try #require(LayerDirectionRule().documentation)
    let order = LayerOrder(layers: [["Entity"], ["Interactor"], ["Presenter"], ["View", "Router"]])
    let view = SourceFile(
      path: "Modules/Home/View/HomeView.swift",
      source: "protocol HomeViewInput: AnyObject {}\nfinal class HomeViewController: UIViewController {}",
      module: "View", moduleIsFolderLayer: true, folderModule: "Modules/Home")
    func findings(_ source: String) -> [Finding] {
      let presenter = SourceFile(
        path: "Modules/Home/Presenter/HomePresenter.swift", source: source, module: "Presenter",
        moduleIsFolderLayer: true, folderModule: "Modules/Home")
      return LayerDirectionRule().findings(
        in: presenter, context: ReviewContext(files: [presenter, view], layers: order))
    }
    #expect(findings(documentation.wrong).count == 2)
    #expect(findings(documentation.right).isEmpty)
  }
}
