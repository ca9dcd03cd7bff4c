import Foundation
import TVGuideTestSupport
import Testing

/// `--explain`, `--explain-roles`, baselines that go stale and files the command cannot read.
@Suite struct ExplainAndBaselineCommandTests {
  let review = BinaryRunner(executable: "tvguide-review")
  let fixtures: FixtureCopy

  init() throws {
    fixtures = try FixtureCopy()
  }

  @Test func explainPrintsHowARuleDecidesWithExamples() async throws {
    let result = try await review.run(["--explain", "weak-delegate"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("### weak-delegate\n"))
    for part in ["**How it decides.**", "**Wrong:**", "**Right:**", "S2-R2, S4-R2, S6-R6"] {
      #expect(result.standardOutput.contains(part), "\(part)")
    }
    let unknown = try await review.run(["--explain", "no-such-rule"])
    #expect(unknown.exitCode == 2)
    #expect(unknown.standardError.contains("There is no rule `no-such-rule`"))
  }

  @Test func explainRolesSaysEachTypesRoleAndWhy() async throws {
    let result = try await review.run(["--explain-roles", fixtures.path("Warnings/ShowsRouter.swift")])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("ShowsRouter: router (name ends in \"Router\""))
  }

  @Test(arguments: [
    (
      ["--baseline", "/nonexistent/baseline.json"],
      "The baseline /nonexistent/baseline.json cannot be read: there is no such file."
    ),
    (
      ["--layers", "/nonexistent/layers.json"],
      "The layer order /nonexistent/layers.json cannot be read: there is no such file."
    ),
  ])
  func aFileThatIsNotThereIsOneSentence(arguments: [String], sentence: String) async throws {
    let result = try await review.run([fixtures.path("Clean")] + arguments)
    #expect(result.exitCode == 2)
    #expect(result.standardError == "tvguide-review: \(sentence)\n")
  }

  @Test func aMalformedLayerOrderSaysWhereInOneSentence() async throws {
    let layers = fixtures.root.appendingPathComponent("layers.json")
    try Data(#"{"layers": ["Model", "View"], "sideModules": []}"#.utf8).write(to: layers)
    let result = try await review.run([fixtures.path("Clean"), "--layers", layers.path])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "tvguide-review: The layer order \(layers.path) cannot be read: `layers[0]` should be a list.\n")
  }

  @Test func aStaleBaselineEntryIsANoteAndFailsUnderStrict() async throws {
    let baseline = fixtures.root.appendingPathComponent("baseline.json")
    let source = fixtures.path("Errors/ShowsDelegate.swift")
    #expect(try await review.run([fixtures.path("Errors"), "--write-baseline", baseline.path]).exitCode == 0)
    try Data("protocol ShowsDelegate: AnyObject {}\n".utf8).write(to: URL(fileURLWithPath: source))
    let result = try await review.run([fixtures.path("Errors"), "--baseline", baseline.path])
    #expect(result.exitCode == 0)
    #expect(
      result.standardError.contains(
        "accepts class-bound-delegate in ShowsDelegate.swift (ShowsDelegate), which is no longer found"))
    let strict = try await review.run([fixtures.path("Errors"), "--baseline", baseline.path, "--strict"])
    #expect(strict.exitCode == 1)
  }

  /// SARIF keeps baselined findings, marked as suppressed outside the code.
  @Test func sarifKeepsBaselinedFindingsAsSuppressed() async throws {
    let baseline = fixtures.root.appendingPathComponent("baseline.json")
    #expect(try await review.run([fixtures.path("Errors"), "--write-baseline", baseline.path]).exitCode == 0)
    let result = try await review.run([
      fixtures.path("Errors"), "--baseline", baseline.path, "--format", "sarif",
    ])
    #expect(result.exitCode == 0)
    let log = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
    let run = try #require((log?["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 1)
    #expect((results.first?["suppressions"] as? [[String: Any]])?.first?["kind"] as? String == "external")
  }
}
