import Foundation
import TVGuideEntity
import TVGuideTestSupport
import TVGuideView
import Testing

@testable import TVGuidePresenter

struct ICalendarWriterTests {
  private static let stamp = Date(timeIntervalSince1970: 1_700_000_000)

  private static func event(summary: String, description: String? = nil, id: Int = 1) -> ICalendarEvent {
    ICalendarEvent(
      uid: "tvmaze-episode-\(id)@tvguide.invalid",
      start: .instant(Date(timeIntervalSince1970: 1_547_902_800)),
      minutes: 30, summary: summary, description: description)
  }

  private static func write(_ events: [ICalendarEvent]) -> String {
    ICalendarWriter(sanitizer: TerminalText()).calendar(named: "Test", events: events, stamp: stamp)
  }

  /// The content lines, unfolded as a reader unfolds them.
  private static func unfolded(_ text: String) -> [String] {
    text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n").filter { !$0.isEmpty }
  }

  @Test func everyLineEndsInCRLFAndTheEventCarriesItsFields() {
    let text = Self.write([Self.event(summary: "Lost · S01E01 · Pilot")])
    #expect(text.hasSuffix("END:VCALENDAR\r\n"))
    #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    let lines = Self.unfolded(text)
    #expect(lines.contains("DTSTART:20190119T130000Z"))
    #expect(lines.contains("DTSTAMP:20231114T221320Z"))
    #expect(lines.contains("DURATION:PT30M"))
    #expect(lines.contains("UID:tvmaze-episode-1@tvguide.invalid"))
    #expect(lines.contains("SUMMARY:Lost · S01E01 · Pilot"))
  }

  /// RFC 5545 §3.8.2.5: a whole-day event's duration is in days or weeks, never `PT30M`.
  @Test func aDayOnlyEventIsAWholeDayOfOneDay() throws {
    var event = Self.event(summary: "x")
    event.start = .day(try #require(CalendarDate(iso: "2024-03-10")))
    let lines = Self.unfolded(Self.write([event]))
    #expect(lines.contains("DTSTART;VALUE=DATE:20240310"))
    #expect(lines.contains("DURATION:P1D"))
    #expect(!lines.contains { $0.hasPrefix("DURATION:PT") })
  }

  /// A runtime of `Int.max` wrote `DURATION:PT9223372036854775807M`; an event lasts a day at most.
  @Test(arguments: [(Int.max, 1440), (1441, 1440), (0, 1), (Int.min, 1), (90, 90)])
  func aDurationIsBoundedToADay(minutes: Int, written: Int) {
    var event = Self.event(summary: "x")
    event.minutes = minutes
    #expect(Self.unfolded(Self.write([event])).contains("DURATION:PT\(written)M"))
  }

  /// Every text property goes through the view's rule, the one the terminal and web views
  /// use: a bidirectional override, a zero-width space and an escape sequence (not only its ESC)
  /// are gone from SUMMARY, DESCRIPTION and X-WR-CALNAME alike.
  @Test func invisibleAndControlCharactersLeaveEveryTextPropertyByTheViewsRule() {
    let hostile = "Ev\u{202E}il\u{200B} show \u{1B}[2J\u{1B}]0;title\u{7}done"
    let text = ICalendarWriter(sanitizer: TerminalText()).calendar(
      named: hostile, events: [Self.event(summary: hostile, description: hostile)], stamp: Self.stamp)
    let lines = Self.unfolded(text)
    let expected = TerminalText().singleLine(hostile)
    #expect(expected == "Evil show done")
    #expect(lines.contains("SUMMARY:" + expected))
    #expect(lines.contains("X-WR-CALNAME:" + expected))
    #expect(lines.contains("DESCRIPTION:" + TerminalText().multiline(hostile)))
    for scalar in ["\u{202E}", "\u{200B}", "\u{1B}", "[2J"] { #expect(!text.contains(scalar)) }
  }

  @Test func textEscapesBackslashSemicolonCommaAndLineBreaks() {
    #expect(ICalendarWriter.text(#"a\b;c,d"#) == #"a\\b\;c\,d"#)
    #expect(ICalendarWriter.text("one\ntwo\r\nthree\rfour") == #"one\ntwo\nthree\nfour"#)
  }

  @Test func controlCharactersFromDataAreDropped() {
    #expect(ICalendarWriter.text("red\u{1B}[31m alert\u{7}\u{0}\u{9B}2J") == "red[31m alert2J")
  }

  @Test func longLinesFoldAt75OctetsWithoutSplittingACharacter() {
    let emoji = String(repeating: "📺", count: 200)
    let text = Self.write([Self.event(summary: emoji)])
    for line in text.components(separatedBy: "\r\n") {
      #expect(line.utf8.count <= 75)
      #expect(!line.unicodeScalars.contains("\u{FFFD}"))
    }
    #expect(Self.unfolded(text).contains("SUMMARY:" + emoji))
  }

  @Test func foldingKeepsEveryByteOnceForAnyMixOfWidths() {
    for length in [0, 1, 74, 75, 76, 150, 151] {
      let line = String(repeating: "é", count: length) + String(repeating: "a", count: length)
      let folded = ICalendarWriter.folded(line)
      #expect(folded.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 75 })
      #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == line)
    }
  }

  /// Python's `icalendar` (pip, installed by `.ci/run`) reads the file back: every event with
  /// its id, start, length and the hostile summary as written.
  @Test func pythonsICalendarReadsTheFileBack() async throws {
    let hostile = "Semi; colon, comma\nnew line \u{1B}[2J" + String(repeating: "🎬", count: 200)
    let events = [
      Self.event(summary: hostile, description: "On HBO. Data from TVMaze, CC BY-SA 4.0.", id: 7),
      Self.event(summary: "Plain", id: 8),
    ]
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent("followed.ics")
    try Data(Self.write(events).utf8).write(to: file)
    let script = """
      import icalendar, json, sys
      calendar = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
      print(json.dumps([[str(e['UID']), e['DTSTART'].dt.isoformat(), int(e['DURATION'].dt.total_seconds()), str(e['SUMMARY'])] for e in calendar.walk('VEVENT')]))
      """
    let result = try await ShellCommand(
      "python3 -c \(ShellCommand.quoted(script)) \(ShellCommand.quoted(file.path))", in: folder.url,
      environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
    ).run()
    try #require(result.exitCode == 0, "\(result.output)")
    let read = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[Any]]
    let rows = try #require(read)
    #expect(rows.count == 2)
    #expect(rows.first?[0] as? String == "tvmaze-episode-7@tvguide.invalid")
    #expect(rows.first?[1] as? String == "2019-01-19T13:00:00+00:00")
    #expect(rows.first?[2] as? Int == 1800)
    #expect(
      rows.first?[3] as? String == "Semi; colon, comma new line " + String(repeating: "🎬", count: 200))
  }
}
