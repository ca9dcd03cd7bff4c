import Foundation
import TVGuideTestSupport
import Testing

@Suite struct ReviewCommandTests {
  let review = BinaryRunner(executable: "tvguide-review")
  let fixtures: FixtureCopy

  init() throws {
    fixtures = try FixtureCopy()
  }

  private func fixture(_ name: String) -> String {
    fixtures.path(name)
  }

  @Test func cleanCodeExitsZeroWithASummary() async throws {
    let result = try await review.run([fixture("Clean")])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput == "No findings in 2 files.\n")
    // No layer order is declared next to the fixture: the inferred one is checked, silently.
    #expect(result.standardError.isEmpty)
  }

  @Test func warningsArePrintedButDoNotFail() async throws {
    let result = try await review.run([fixture("Warnings")])
    let lines = result.standardOutput.split(separator: "\n")
    #expect(result.exitCode == 0)
    #expect(
      lines.first?.hasPrefix(fixture("Warnings/ShowsRouter.swift") + ":4:5: warning: the router creates")
        == true)
    #expect(lines.first?.hasSuffix("[router-builds-views]") == true)
    #expect(lines.last == "0 errors and 1 warning in 1 file.")
  }

  @Test func anErrorFailsTheReview() async throws {
    let result = try await review.run([fixture("Errors")])
    #expect(result.exitCode == 1)
    #expect(result.standardOutput.contains("ShowsDelegate.swift:2:10: error: "))
    #expect(result.standardOutput.hasSuffix("1 error and 0 warnings in 1 file.\n"))
  }

  @Test func githubFormatAnnotatesLines() async throws {
    let result = try await review.run([fixture("Errors"), "--format", "github"])
    #expect(result.exitCode == 1)
    #expect(
      result.standardOutput.hasPrefix(
        "::error file=\(fixture("Errors/ShowsDelegate.swift")),line=2,col=10::`ShowsDelegate` is not class-bound"
      ))
  }

  @Test func jsonFormatIsOneObject() async throws {
    let result = try await review.run([fixture("Warnings"), "--format", "json"])
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
    let findings = try #require(object?["findings"] as? [[String: Any]])
    #expect(findings.map { $0["rule"] as? String } == ["router-builds-views"])
    #expect(result.exitCode == 0)
  }

  @Test func aBadPathIsOneSentenceAndExitTwo() async throws {
    let result = try await review.run(["/no/such/stage"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "tvguide-review: There is no file or folder at /no/such/stage.\n")
  }

  @Test func aLayerOrderFileReplacesTheDefault() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tvguide-review-cli-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("Sources/Model/Show.swift")
    try FileManager.default.createDirectory(
      at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("import View\n".utf8).write(to: source)
    let layers = folder.appendingPathComponent("layers.json")
    try Data(#"{"layers": [["Model"], ["View"]], "sideModules": []}"#.utf8).write(to: layers)

    #expect(try await review.run([folder.path]).exitCode == 0)
    let ordered = try await review.run([folder.path, "--layers", layers.path])
    #expect(ordered.exitCode == 1)
    #expect(
      ordered.standardOutput.contains(
        "Model depends on View, a layer to its right; dependencies point left only"))
    let broken = try await review.run([folder.path, "--layers", source.path])
    #expect(broken.exitCode == 2)
    #expect(
      broken.standardError
        == "tvguide-review: The layer order \(source.path) cannot be read: it is not valid JSON.\n")
  }

  @Test func aUsageErrorExitsTwoAsDocumented() async throws {
    let result = try await review.run(["--no-such-option"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.isEmpty)
    let nothing = try await review.run([])
    #expect(nothing.exitCode == 2)
  }

  @Test func versionIsPrinted() async throws {
    let result = try await review.run(["--version"])
    #expect(result.exitCode == 0)
    let version = result.standardOutput.trimmingCharacters(in: .newlines)
    #expect(
      version.split(separator: ".").compactMap { Int($0) }.count == 3, "\(version) is not MAJOR.MINOR.PATCH")
  }

  @Test func strictFailsOnWarnings() async throws {
    #expect(try await review.run([fixture("Warnings")]).exitCode == 0)
    #expect(try await review.run([fixture("Warnings"), "--strict"]).exitCode == 1)
  }

  @Test func sarifNamesTheRulesAndTheResults() async throws {
    let result = try await review.run([fixture("Warnings"), "--format", "sarif"])
    let log = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
    #expect(log?["version"] as? String == "2.1.0")
    let run = try #require((log?["runs"] as? [[String: Any]])?.first)
    let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
    let rules = try #require(driver?["rules"] as? [[String: Any]])
    #expect(rules.count == 8)
    #expect(rules.allSatisfy { ($0["helpUri"] as? String)?.contains("review-rules.md#") == true })
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.map { $0["ruleId"] as? String } == ["router-builds-views"])
  }

  @Test func checkstyleIsXMLWithOneFileElementPerFile() async throws {
    let result = try await review.run([fixture("Errors"), "--format", "checkstyle"])
    #expect(result.standardOutput.hasPrefix("<?xml"))
    #expect(result.standardOutput.contains(#"<file name="\#(fixture("Errors/ShowsDelegate.swift"))">"#))
    #expect(result.standardOutput.contains(#"severity="error""#))
    #expect(result.standardOutput.contains(#"source="tvguide-review.class-bound-delegate""#))
  }

  @Test func aBaselineWrittenThenReadLeavesOnlyNewFindings() async throws {
    let baseline = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: baseline) }
    let written = try await review.run([fixture("Errors"), "--write-baseline", baseline.path])
    #expect(written.exitCode == 0)
    let filtered = try await review.run([fixture("Errors"), "--baseline", baseline.path])
    #expect(filtered.exitCode == 0)
    #expect(filtered.standardOutput == "No findings in 1 file.\n")
  }

  @Test func aFileListOnStandardInputIsReviewed() async throws {
    let result = try await review.run(
      ["-", "--format", "json"], input: fixture("Errors/ShowsDelegate.swift") + "\n")
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
    let findings = try #require(object?["findings"] as? [[String: Any]])
    #expect(findings.map { $0["rule"] as? String } == ["class-bound-delegate"])
  }
}
