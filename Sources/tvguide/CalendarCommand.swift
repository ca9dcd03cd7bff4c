import ArgumentParser
import Foundation
import TVGuideBuilder
import TextUIKit

/// `tvguide calendar --ics [--days N] [--as-of DATE] [-o FILE]`.
struct CalendarCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "calendar",
    abstract: "Write the coming episodes of the shows you follow as an iCalendar (.ics) file.",
    discussion: """
      Each episode is one event: its start in UTC, its length from its runtime (else the \
      show's, else 60 minutes), and an id that stays the same, so a calendar app that \
      imports the file again updates its events instead of adding them twice.
      """)

  /// The longest window: TVMaze announces episodes about a year ahead at most.
  static let maximumDays = 366

  @Flag(name: .long, help: "Write iCalendar (RFC 5545), the only calendar format.")
  var ics = false

  @Option(name: .long, help: "How many days ahead, 1 to 366 (default 14).")
  var days = 14

  @Option(
    name: [.customShort("o"), .customLong("output")],
    help: "Write the calendar to this file instead of standard output.")
  var outputFile: String?

  /// `-f`, the short flag before `-o` was every command's: kept so that scripts keep working.
  @Option(name: .customShort("f"), help: .hidden)
  var legacyOutput: String?

  /// The file to write, from `-o` or the older `-f`.
  private var file: String? { outputFile ?? legacyOutput }

  @OptionGroup var asOf: AsOfOptions
  @OptionGroup var source: SourceOptions

  func validate() throws {
    guard ics else { throw ValidationError("calendar writes iCalendar only: add --ics.") }
    guard (1...Self.maximumDays).contains(days) else {
      throw ValidationError("--days must be a number of days from 1 to \(Self.maximumDays).")
    }
    guard outputFile == nil || legacyOutput == nil else {
      throw ValidationError("Give -o once, not with -f.")
    }
    guard file?.isEmpty != true else { throw ValidationError("-o must name a file, not \"\".") }
  }

  func run() async throws {
    let (dataSource, follows, refresher, days, day, file) = (
      try source.makeDataSource(), source.makeFollowStore(), try source.makeRefresher(), days, asOf.date, file
    )
    let output = await ReportBuilder(format: .json, settings: source.settingNames)
      .calendar(days: days, from: dataSource, follows: follows, refresher: refresher, asOf: day)
    guard let file, output.succeeded else { return try ReportPrinter.print(output) }
    do {
      try Data(output.standardOutput.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    } catch {
      let name = TerminalTextSanitizer(mode: .singleLine).sanitize(file)
      StandardStream.error.write("tvguide: The calendar could not be written to \(name).\n")
      throw ExitCode.failure
    }
    if let warning = output.warning { StandardStream.error.write("tvguide: \(warning)\n") }
    StandardStream.output.write(
      (output.notice ?? "") + " Written to \(TerminalTextSanitizer(mode: .singleLine).sanitize(file)).\n")
  }
}
