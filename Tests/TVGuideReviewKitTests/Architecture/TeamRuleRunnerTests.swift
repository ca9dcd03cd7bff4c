import Foundation
import TVGuideReviewKit
import TVGuideTestSupport
import Testing

/// `TeamRuleRunner`, the whole of a team's rule program (issue 40): it reviews the paths its
/// command line names and prints, on one line, the rules that ran and the places that break
/// them, which `tvguide-review --team-rules` reads back; a wrong command line exits 2.
@Suite struct TeamRuleRunnerTests {
  private static let rule = TeamRule(
    "no-uikit-in-presenters", "a presenter never imports UIKit",
    subjects: { $0.types(withRole: .presenter) }, where: { !$0.imports("UIKit") })

  private func project() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let files = [
      "Package.swift": "",
      "App/HomePresenter.swift":
        "import UIKit\n\nfinal class HomePresenter {\n  weak var view: HomeView?\n}\n",
      "App/HomeView.swift": "protocol HomeView: AnyObject {}\n",
      "App/ListPresenter.swift": "import Foundation\n\nfinal class ListPresenter {}\n",
    ]
    for (path, text) in files {
      let url = folder.url.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return folder
  }

  @Test func itPrintsTheRulesAndTheirViolationsOnOneLine() throws {
    let folder = try project()
    defer { folder.remove() }
    let root = folder.url.path
    let (output, status) = TeamRuleRunner.run(
      [Self.rule], arguments: ["--project-root", root, folder.url.appendingPathComponent("App").path])
    #expect(status == 0, "\(output)")
    #expect(!output.contains("\n"))
    let results = try JSONDecoder().decode(TeamRuleResults.self, from: Data(output.utf8))
    #expect(
      results.rules == [.init(id: "no-uikit-in-presenters", sentence: "a presenter never imports UIKit")])
    #expect(results.violations.map(\.file) == ["App/HomePresenter.swift"], "ListPresenter keeps the rule")
    #expect(results.violations.first?.line == 3)
    #expect(results.violations.first?.message == "a presenter never imports UIKit: `HomePresenter`")
  }

  @Test func aRuleKeptEverywhereRunsWithNoViolation() throws {
    let folder = try project()
    defer { folder.remove() }
    let kept = TeamRule(
      "presenters-are-classes", "a presenter is a class", subjects: { $0.types(withRole: .presenter) },
      where: { _ in true })
    let (output, status) = TeamRuleRunner.run(
      [kept], arguments: [folder.url.appendingPathComponent("App").path])
    #expect(status == 0)
    let results = try JSONDecoder().decode(TeamRuleResults.self, from: Data(output.utf8))
    #expect(results.rules.map(\.id) == ["presenters-are-classes"])
    #expect(results.violations.isEmpty)
  }

  @Test(arguments: [
    ([String](), "team rules: name the folders or files to review"),
    (["--project-root"], "team rules: --project-root needs a folder"),
    (["/no/such/folder"], "team rules: There is no file or folder at /no/such/folder."),
  ])
  func aWrongCommandLineExitsTwoWithASentence(arguments: [String], sentence: String) {
    let (output, status) = TeamRuleRunner.run([Self.rule], arguments: arguments)
    #expect(status == 2)
    #expect(output == sentence)
  }
}
