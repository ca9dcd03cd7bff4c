import Foundation
import Testing

/// `tvguide-review --team-rules` (issue 40): the program `team_rules` names runs only when
/// asked, with the project root and the reviewed paths, and what it prints becomes findings in
/// every format, SARIF with a description of each team rule; a program that fails or prints
/// nothing readable stops the review with a sentence saying so.
@Suite struct TeamRulesCommandTests {
  /// A stand-in for a team's rule program: it marks that it ran, prints a build's progress
  /// line first (as `swift run` may), then one result whose message echoes its arguments.
  private static let program = """
    touch ran
    echo "Building for debugging..."
    printf '{"rules":[{"id":"no-uikit-in-presenters","sentence":"a presenter never imports UIKit"}],\
    "violations":[{"file":"App/HomePresenter.swift","line":1,"column":1,\
    "message":"a presenter never imports UIKit: %s","rule":"no-uikit-in-presenters"}]}\\n' "$*"
    """

  private func project(command: String = "[sh, rules.sh]", program: String = Self.program) throws
    -> ReviewProject
  {
    try ReviewProject([
      "Package.swift": "", ".tvguide-review.yml": "team_rules: \(command)\n", "rules.sh": program,
      "App/HomePresenter.swift": "import UIKit\n\nfinal class HomePresenter {}\n",
    ])
  }

  @Test func theTeamsFindingsJoinTheReviewsInSARIF() async throws {
    let project = try project()
    let run = try await project.review(["App", "--team-rules", "--format", "sarif"])
    #expect(run.status == 1, "a team rule's finding is an error: \(run.errors)")
    let log = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let sarif = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((sarif["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let described = try #require(rules.first { $0["id"] as? String == "no-uikit-in-presenters" })
    #expect(
      (described["shortDescription"] as? [String: Any])?["text"] as? String
        == "a presenter never imports UIKit")
    let results = try #require(sarif["results"] as? [[String: Any]])
    let result = try #require(results.first { $0["ruleId"] as? String == "no-uikit-in-presenters" })
    let text = try #require((result["message"] as? [String: Any])?["text"] as? String)
    #expect(text.contains("--project-root \(project.path())"), "\(text)")
    #expect(text.hasSuffix(" \(project.path("App"))"), "the reviewed path, absolute: \(text)")
    #expect(
      result["ruleIndex"] as? Int == rules.firstIndex { $0["id"] as? String == "no-uikit-in-presenters" })
  }

  @Test func withoutTheFlagTheProgramNeverRuns() async throws {
    let project = try project()
    let run = try await project.review(["App", "--format", "json"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(!run.output.contains("no-uikit-in-presenters"))
    #expect(!FileManager.default.fileExists(atPath: project.path("ran")), "the project's code ran unasked")
  }

  @Test func theTextFormatNamesTheTeamRule() async throws {
    let run = try await project().review(["App", "--team-rules"])
    #expect(run.status == 1)
    #expect(
      run.output.contains("HomePresenter.swift:1:1: error: a presenter never imports UIKit"), "\(run.output)")
    #expect(run.output.contains("[no-uikit-in-presenters]"))
  }

  @Test(arguments: [
    ("echo boom >&2; exit 3", "`sh rules.sh` exited with status 3: boom"),
    ("echo 'not json'", "`sh rules.sh` printed no results (a line of TeamRuleRunner's JSON)"),
    (
      #"echo '{"rules":[{"id":"weak-delegate","sentence":"s"}],"violations":[]}'"#,
      "the team's rule `weak-delegate` has the name of a rule of the review's own"
    ),
  ])
  func aProgramThatFailsStopsTheReview(program: String, reason: String) async throws {
    let run = try await project(program: program).review(["App", "--team-rules"])
    #expect(run.status == 2)
    #expect(run.errors == "tvguide-review: The team's rules could not run: \(reason).\n", "\(run.errors)")
  }

  @Test func theFlagWithoutAProgramSaysSo() async throws {
    let project = try ReviewProject(["Package.swift": "", "App/Home.swift": "struct Home {}\n"])
    let run = try await project.review(["App", "--team-rules"])
    #expect(run.status == 2)
    #expect(run.errors.contains("The team's rules could not run: the configuration in"), "\(run.errors)")
    #expect(run.errors.contains("names no program"))
  }

  @Test func anEmptyCommandIsAMistakeInTheConfiguration() async throws {
    let run = try await project(command: "[]").review(["App"])
    #expect(run.status == 2)
    #expect(run.errors.contains("`team_rules` is an empty command"), "\(run.errors)")
  }
}
