import Foundation
import TVGuideTestSupport
import Testing

/// `next`, `following` and `calendar` on the bundled catalog from a fresh data folder, at 80
/// columns (issue 37): real rows with titles, a line saying where the data ends, an agenda for
/// `next` and a list for `following`.
@Suite struct FollowingAgendaCLITests {
  private func runner(_ data: TemporaryFolder) -> BinaryRunner {
    BinaryRunner(environment: ["TVGUIDE_DATA_DIR": data.url.path, "COLUMNS": "80", "TZ": "UTC"])
  }

  @Test func threeShowsFollowedOnTheBundledCatalogGiveAnAgendaWithTitles() async throws {
    let data = try TemporaryFolder()
    defer { data.remove() }
    let tvguide = runner(data)
    #expect(try await tvguide.run(["follow", "82", "169", "7480"]).exitCode == 0)
    let next = try await tvguide.run(["next"])
    #expect(next.exitCode == 0)
    #expect(next.standardOutput.contains("The bundled catalog's data ends on 17 Jan 2025"))
    #expect(next.standardOutput.contains("S05E16  Felina"))
    ExpectedText.check(next.standardOutput, named: "next-bundled-80")
    let following = try await tvguide.run(["following"])
    ExpectedText.check(following.standardOutput, named: "following-bundled-80")
    let asked = try await tvguide.run(["next", "--as-of", "2019-04-01"])
    ExpectedText.check(asked.standardOutput, named: "next-as-of-2019-04-01-80")
    for output in [next, following, asked] {
      #expect(output.standardOutput.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }
  }

  @Test func theCalendarWritesTheFileNamedByDashO() async throws {
    let data = try TemporaryFolder()
    defer { data.remove() }
    let tvguide = runner(data)
    _ = try await tvguide.run(["follow", "82"])
    let file = data.url.appendingPathComponent("x.ics")
    let result = try await tvguide.run(["calendar", "--ics", "--as-of", "2019-04-10", "-o", file.path])
    #expect(result.exitCode == 0, "\(result.standardError)")
    let calendar = try String(contentsOf: file, encoding: .utf8)
    #expect(calendar.hasPrefix("BEGIN:VCALENDAR\r\n"))
    #expect(calendar.contains("Game of Thrones · S08E01 · Winterfell"))
    #expect(result.standardOutput.contains("As of Wed 10 Apr 2019."))
  }

  @Test func aDayThatIsNotADayIsOneSentence() async throws {
    let data = try TemporaryFolder()
    defer { data.remove() }
    let result = try await runner(data).run(["next", "--as-of", "2019-13-01"])
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("--as-of must be a day written YYYY-MM-DD, such as 2019-04-01."))
  }
}
