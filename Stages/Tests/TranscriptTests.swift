import Foundation
import TVGuideTestSupport
import Testing

/// The stages' line-mode transcripts, compared byte for byte: stages 1 to 4 change only the
/// architecture, stage 5 adds the season sections, stage 6 the search, and then the stage is
/// the app.
@Suite struct TranscriptTests {
  /// Open a show, go back, open another (and go back), or load the next page and open a show
  /// on it; no search, and no command that leaves the screen as it was.
  static let browsingScripts = ["1\nback\n3\nback\nquit\n", "1\nback\nmore\n3\nquit\n"]
  static let searchScript = "/thrones\n1\nback\nquit\n"

  private func transcript(
    of executable: String, input: String, environment: [String: String] = [:]
  ) async throws -> String {
    let result = try await BinaryRunner(
      executable: executable, environment: environment.merging(["COLUMNS": "80"]) { $1 }
    ).run([], input: input)
    #expect(result.exitCode == 0, "\(executable) exited with \(result.exitCode)")
    #expect(result.standardError.isEmpty, "\(executable): \(result.standardError)")
    return result.standardOutput
  }

  private func screens(of executable: String, input: String) async throws -> [String] {
    LineModeTranscript(try await transcript(of: executable, input: input)).screens
  }

  @Test(arguments: browsingScripts)
  func stagesOneToFourPrintTheSameTranscript(script: String) async throws {
    let first = try await transcript(of: Stage.all[0].executable, input: script)
    #expect(LineModeTranscript(first).screens.count == 5)
    for stage in Stage.listAndDetail.dropFirst() {
      let other = try await transcript(of: stage.executable, input: script)
      #expect(other == first, "\(stage) prints something else than stage1-mvc")
    }
  }

  /// The variants change only stage 4's architecture: for the same input, stage 4's text.
  @Test(arguments: browsingScripts)
  func theVariantsPrintStageFoursTranscript(script: String) async throws {
    let stageFour = try await transcript(of: Stage.all[3].executable, input: script)
    for variant in Stage.variants {
      let text = try await transcript(of: variant.executable, input: script)
      #expect(text == stageFour, "\(variant) prints something else than stage4-router")
    }
  }

  /// And on a catalog that fails: a missing folder, then a broken second page, with retries,
  /// a show opened between failures and the end of the list.
  @Test func theVariantsFailAndRetryAsStageFourDoes() async throws {
    let catalog = try TemporaryCatalog()
    defer { catalog.remove() }
    let bundledPage = PackageLayout.productsFolder
      .appendingPathComponent("TVGuide_TVGuideBundledCatalog.resources/Catalog/shows/page-0.json")
    try catalog.write(String(contentsOf: bundledPage, encoding: .utf8), to: "shows/page-0.json")
    try catalog.write("[{\"id\": 250,", to: "shows/page-1.json")
    let missing = catalog.root.appendingPathComponent("missing")
    let runs = [
      (missing.path, "retry\n1\nmore\nretry\nquit\n"),
      (catalog.root.path, "more\nretry\n3\nback\nmore\nretry\n1\nback\nquit\n"),
    ]
    for (folder, script) in runs {
      let stageFour = try await transcript(
        of: Stage.all[3].executable, input: script, environment: ["TVGUIDE_CATALOG_DIR": folder])
      #expect(stageFour.contains("The data received could not be read"))
      for variant in Stage.variants {
        let text = try await transcript(
          of: variant.executable, input: script, environment: ["TVGUIDE_CATALOG_DIR": folder])
        #expect(text == stageFour, "\(variant) prints something else than stage4-router")
      }
    }
  }

  /// Stage 1 words its errors itself and later stages through their formatters: a catalog
  /// that is not there reads the same in all four, retry included.
  @Test func stagesOneToFourWordAFailureAlike() async throws {
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent("tvguide-no-catalog-\(UUID().uuidString)").path
    let environment = ["TVGUIDE_CATALOG_DIR": missing]
    let first = try await transcript(
      of: Stage.all[0].executable, input: "retry\nquit\n", environment: environment)
    let words = first.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("The data received could not be read (no catalog at \(missing))"))
    #expect(LineModeTranscript(first).screens.count == 2)
    for stage in Stage.listAndDetail.dropFirst() {
      let other = try await transcript(of: stage.executable, input: "retry\nquit\n", environment: environment)
      #expect(other == first, "\(stage) words the failure otherwise than stage1-mvc")
    }
  }

  /// Stages 1 to 4 draw the app's screens without what they do not have yet: the search bar
  /// and status line of the list, the episodes of the detail.
  @Test func stagesOneToFourDrawTheAppsScreensWithoutSearchOrEpisodes() async throws {
    let script = "80\nback\nquit\n"
    let app = try await screens(of: "tvguide", input: script)
    let stage = try await screens(of: Stage.all[3].executable, input: script)
    try #require(app.count == 3 && stage.count == 3)
    var appList = app[0].components(separatedBy: "\n")
    #expect(appList[1] == "Search: type a show's name")
    #expect(appList[2] == "Start typing to search")
    appList.removeSubrange(1...2)
    #expect(stage[0] == appList.joined(separator: "\n"))
    #expect(app[1].hasPrefix(stage[1] + "\n\nSeason 1 · 10 episodes · 1 special\n"))
  }

  @Test(arguments: browsingScripts)
  func stageFiveAddsOnlyTheSeasonSections(script: String) async throws {
    let before = try await screens(of: Stage.all[3].executable, input: script)
    let after = try await screens(of: Stage.all[4].executable, input: script)
    try #require(after.count == before.count)
    var detailsWithEpisodes = 0
    for (old, new) in zip(before, after) where new != old {
      #expect(old.hasPrefix("TV Guide › "), "only detail screens change")
      #expect(new.hasPrefix(old + "\n\n"))
      let added = new.dropFirst(old.count + 2)
      #expect(added.hasPrefix("Season ") || added == "No episodes are listed for this show yet.")
      if added.hasPrefix("Season 1 ·") { detailsWithEpisodes += 1 }
    }
    #expect(detailsWithEpisodes > 0)
  }

  @Test(arguments: [searchScript] + browsingScripts)
  func stageSixPrintsWhatTheAppPrints(script: String) async throws {
    let app = try await transcript(of: "tvguide", input: script)
    let stage = try await transcript(of: Stage.all[5].executable, input: script)
    #expect(stage == app)
  }

  @Test func stageSixKeepsTheResultsAfterAVisitToAShow() async throws {
    let screens = try await screens(of: Stage.all[5].executable, input: Self.searchScript)
    try #require(screens.count == 4)
    #expect(screens[1].contains("1 show matches \"thrones\""))
    #expect(screens[3] == screens[1])
  }
}
