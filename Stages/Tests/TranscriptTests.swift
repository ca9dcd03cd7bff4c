import Foundation
import TVGuideTestSupport
import Testing

/// The stages' line-mode transcripts, compared byte for byte: stages 1 to 4 change only the
/// architecture, stage 5 adds the season sections, stage 6 the search, and then the stage is
/// the app, but for what the app added after stage 6 (`StageSixDifferences`).
@Suite struct TranscriptTests {
  /// Open a show, go back, open another (and go back), or load the next page and open a show
  /// on it; no search, and no command that leaves the screen as it was.
  static let browsingScripts = ["1\nback\n3\nback\nquit\n", "1\nback\nmore\n3\nquit\n"]
  static let searchScript = "/thrones\n1\nback\nquit\n"

  /// Wide enough for no show name to be cut on the first two pages, in the app (whose mark
  /// column narrows the name column by two) nor in the stages: cut names would differ.
  static let wideColumns = 120

  /// The app's transcript without what the app added after stage 6: the mark of the shows
  /// whose episodes the bundled catalog holds (a column of one character and its separator,
  /// so a blank mark leaves the row as stage 6 draws it when no name is cut), the status
  /// line's words on the mark, and the detail's words on episodes the catalog does not hold.
  static func withoutPostStageSixAdditions(_ transcript: String) -> String {
    transcript.replacingOccurrences(of: StageSixDifferences.statusLineAddition, with: "")
      .replacingOccurrences(of: "●", with: " ")
      .replacingOccurrences(
        of: StageSixDifferences.appEpisodesNotHeld, with: StageSixDifferences.stageNoEpisodes)
  }

  private func transcript(
    of executable: String, input: String, columns: Int = 80, environment: [String: String] = [:]
  ) async throws -> String {
    let result = try await BinaryRunner(
      executable: executable, environment: environment.merging(["COLUMNS": String(columns)]) { $1 }
    ).run([], input: input)
    #expect(result.exitCode == 0, "\(executable) exited with \(result.exitCode)")
    #expect(result.standardError.isEmpty, "\(executable): \(result.standardError)")
    return result.standardOutput
  }

  private func screens(of executable: String, input: String, columns: Int = 80) async throws -> [String] {
    LineModeTranscript(try await transcript(of: executable, input: input, columns: columns)).screens
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
  /// a show opened between failures and the end of the list. Stage 1 is the reference.
  @Test func stagesTwoToFourAndTheVariantsFailAndRetryAsStageOneDoes() async throws {
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
      let environment = ["TVGUIDE_CATALOG_DIR": folder]
      let stageOne = try await transcript(
        of: Stage.all[0].executable, input: script, environment: environment)
      #expect(stageOne.contains("The data received could not be read"))
      for stage in Stage.listAndDetail.dropFirst() + Stage.variants {
        let text = try await transcript(of: stage.executable, input: script, environment: environment)
        #expect(text == stageOne, "\(stage) prints something else than stage1-mvc")
      }
    }
  }

  /// The network's failures, as the stages' data source acts them out (`TVGUIDE_FAULTS`): no
  /// connection, a timeout and a 429 answered later, on the list, the next page and a show,
  /// each followed by `retry`, `back` and more browsing.
  static let faultScripts = [
    ("page 0: no-connection", "retry\n1\nback\nmore\nquit\n"),
    ("page 2: timeout", "more\nretry\nmore\n2\nback\nquit\n"),
    ("show 1: no-connection; show 2: timeout", "1\nretry\nback\n2\nback\n2\nretry\nquit\n"),
    ("page 0: 429 0.3; page 2: 429 0.3; show 1: 429 0.3", "more\n1\nback\nquit\n"),
  ]

  @Test(arguments: faultScripts)
  func stagesTwoToFourAndTheVariantsMeetTheNetworksFailuresAsStageOneDoes(faults: String, script: String)
    async throws
  {
    let catalog = try AcceptanceCatalog()
    let environment = catalog.environment(faults: faults)
    let stageOne = try await transcript(of: Stage.all[0].executable, input: script, environment: environment)
    #expect(LineModeTranscript(stageOne).screens.count == script.split(separator: "\n").count)
    for stage in Stage.listAndDetail.dropFirst() + Stage.variants {
      let text = try await transcript(of: stage.executable, input: script, environment: environment)
      #expect(text == stageOne, "\(stage) prints something else than stage1-mvc")
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
    let app = LineModeTranscript(
      Self.withoutPostStageSixAdditions(
        try await transcript(of: "tvguide", input: script, columns: Self.wideColumns))
    ).screens
    let stage = try await screens(of: Stage.all[3].executable, input: script, columns: Self.wideColumns)
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

  /// At the default 80 columns, where the app's mark column makes it cut names the stage
  /// prints whole, and wraps its words on episodes it does not hold.
  @Test(arguments: [searchScript] + browsingScripts)
  func stageSixPrintsWhatTheAppPrintsButForTheMark(script: String) async throws {
    let app = try await screens(of: "tvguide", input: script)
    let stage = try await screens(of: Stage.all[5].executable, input: script)
    try #require(app.count == stage.count)
    for (index, (stageScreen, appScreen)) in zip(stage, app).enumerated() {
      let difference = StageSixDifferences.unexplained(stage: stageScreen, app: appScreen)
      #expect(difference == nil, "screen \(index + 1): \(difference ?? "")")
    }
    #expect(app.contains { $0.contains("●") }, "the additions are still in the app")
  }

  /// The rule the stage's README states for names, on the names the app and the stage print.
  @Test func theAppCutsANameTwoColumnsBeforeTheStage() {
    let rows = [
      (
        " 22 Once Upon a Time in Wonderl… 2013  ★★★☆☆ 6.8     Ended        ABC",
        " 22 Once Upon a Time in Wonde…   2013  ★★★☆☆ 6.8     Ended        ABC"
      ),
      (
        " 50 How to Get Away with Murder  2014  ★★★★☆ 7.6     Ended        ABC",
        " 50 How to Get Away with Murd…   2014  ★★★★☆ 7.6     Ended        ABC"
      ),
      (
        "102 From Dusk Till Dawn: The Se… 2014  ★★★☆☆ 6.6     Ended        El Rey Network",
        "102 From Dusk Till Dawn: The…    2014  ★★★☆☆ 6.6     Ended        El Rey Network"
      ),
      (
        "  1 Under the Dome               2013  ★★★☆☆ 6.5     Ended        CBS",
        "  1 Under the Dome             ● 2013  ★★★☆☆ 6.5     Ended        CBS"
      ),
    ]
    for (stage, app) in rows {
      #expect(StageSixDifferences.isMarked(stage, app), "\(app)")
    }
    #expect(!StageSixDifferences.isMarked(rows[0].0, rows[1].1), "another show's row")
    #expect(
      !StageSixDifferences.isMarked(
        rows[3].0, "  1 Under the Dome             ● 2013  ★★★☆☆ 6.6     Ended        CBS"),
      "another rating")
    #expect(
      !StageSixDifferences.isMarked(
        rows[1].0, " 50 How to Get Away with Mur…    2014  ★★★★☆ 7.6     Ended        ABC"),
      "cut a column too early")
  }

  /// The page the browsing scripts open second (show 3, Bitten) has no bundled episodes: the
  /// app says so where stage 6 says there are none.
  @Test func theAppSaysWhenTheCatalogDoesNotHoldAShowsEpisodes() async throws {
    let app = try await screens(of: "tvguide", input: Self.browsingScripts[0], columns: Self.wideColumns)
    try #require(app.count == 5)
    #expect(app[3].hasSuffix(StageSixDifferences.appEpisodesNotHeld))
  }

  @Test func stageSixKeepsTheResultsAfterAVisitToAShow() async throws {
    let screens = try await screens(of: Stage.all[5].executable, input: Self.searchScript)
    try #require(screens.count == 4)
    #expect(screens[1].contains("1 show matches \"thrones\""))
    #expect(screens[3] == screens[1])
  }
}
