import Foundation
import TVGuideTestServer
import TVGuideTestSupport
import Testing

/// `tvguide tonight` on the bundled catalog, end to end.
struct TonightCommandTests {
  private let newYork = BinaryRunner(environment: ["TZ": "America/New_York", "COLUMNS": "100"])

  @Test func withoutADateTheNewestBundledDayIsShownAndSaidSo() async throws {
    let result = try await newYork.run(["tonight"])
    #expect(result.exitCode == 0)
    #expect(
      result.standardError
        == "tvguide: No --date given, so this is 2019-01-19, the newest day whose US TV schedule the bundled catalog holds.\n"
    )
    let lines = result.standardOutput.components(separatedBy: "\n")
    #expect(lines.first == "US TV schedule, 19 Jan 2019 (times in America/New_York)")
    #expect(lines.contains("08:00"))
    #expect(
      lines.contains {
        $0.hasPrefix("    Stacey David's GearZ  S13E03 Heavy Metal Dash & Interior; Gearz on the Road")
      })
  }

  /// The same schedule in Kolkata: the US evening is the next morning there, and says so.
  @Test func timesFollowTZ() async throws {
    let kolkata = BinaryRunner(environment: ["TZ": "Asia/Kolkata", "COLUMNS": "100"])
    let result = try await kolkata.run(["tonight", "--date", "2019-01-19"])
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    let lines = result.standardOutput.components(separatedBy: "\n")
    #expect(lines.first == "US TV schedule, 19 Jan 2019 (times in Asia/Kolkata)")
    #expect(lines.contains("18:30"), "13:00 UTC")
    #expect(lines.contains("20 Jan 2019 07:30"), "02:00 UTC the next day")
  }

  @Test func theWebScheduleAsJSON() async throws {
    let result = try await newYork.run(["tonight", "--web", "--json"])
    #expect(result.exitCode == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(document["kind"] as? String == "web")
    #expect(document["date"] as? String == "2024-01-14")
    #expect(document["timeZone"] as? String == "America/New_York")
    let entries = try #require(document["entries"] as? [[String: Any]])
    #expect(entries.count == 79)
    #expect(entries.first?["airstamp"] as? String == "2024-01-13T19:30:00Z")
    #expect(entries.first?["localTime"] as? String == "14:30")
    #expect(entries.allSatisfy { $0["followed"] as? Bool == false })
  }

  @Test func aDayTheCatalogDoesNotHoldIsOneSentence() async throws {
    let result = try await newYork.run(["tonight", "--date", "2019-01-20"])
    #expect(result.exitCode == 1)
    #expect(
      result.standardError
        == "tvguide: The bundled catalog has no US TV schedule of 2019-01-20: it holds only the US TV schedule "
        + "of 2019-01-19; --source tvmaze fetches any day.\n")
    #expect(result.standardOutput.isEmpty)
    let country = try await newYork.run(["tonight", "--country", "gb"])
    #expect(country.exitCode == 1)
    #expect(
      country.standardError.hasPrefix("tvguide: The bundled catalog has no GB TV schedule of 2019-01-19"))
  }

  @Test(arguments: [
    (["tonight", "--date", "2019-13-01"], "--date must be a day written YYYY-MM-DD"),
    (["tonight", "--date", "yesterday"], "--date must be a day written YYYY-MM-DD"),
    (["tonight", "--country", "USA"], "--country must be a two-letter country code"),
    (["tonight", "--country", "\u{1B}[2J"], "--country must be a two-letter country code"),
  ])
  func badArgumentsAreOneSentenceWithTheUsageAndStatus64(arguments: [String], sentence: String) async throws {
    let result = try await newYork.run(arguments)
    #expect(result.exitCode == 64)
    #expect(result.standardError.hasPrefix("Error: \(sentence)"))
    #expect(!result.standardError.contains("\u{1B}"))
  }
}

extension LiveSourceCLITests {
  @Suite("tvguide tonight --source tvmaze")
  struct TonightLiveCommandTests {
    private let binary = BinaryRunner(environment: ["TZ": "Europe/London", "COLUMNS": "100"])

    @Test func theLiveScheduleOfADayIsFetchedForItsCountry() async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        let result = try await binary.run(
          server.liveArguments(cache: cache.url, "tonight", "--date", "2019-01-19", "--country", "US"))
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.hasPrefix("US TV schedule, 19 Jan 2019 (times in Europe/London)\n"))
        let requests = await server.requests.map { "\($0.path)?\($0.query)" }
        #expect(requests == ["/schedule?country=US&date=2019-01-19"])
        let web = try await binary.run(
          server.liveArguments(cache: cache.url, "tonight", "--web", "--date", "2024-01-14", "--json"))
        #expect(web.exitCode == 0, "\(web.standardError)")
        let document = try JSONSerialization.jsonObject(with: Data(web.standardOutput.utf8)) as? [String: Any]
        #expect(document?["kind"] as? String == "web")
      }
    }
  }
}
