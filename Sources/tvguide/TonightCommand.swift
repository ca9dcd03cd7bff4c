import ArgumentParser
import TVGuideBuilder
import TVGuideEntity
import TVGuideInteractor

/// `tvguide tonight [--date YYYY-MM-DD] [--country CC] [--web]`.
struct TonightCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tonight",
    abstract: "Print a day's schedule by time slot, the shows you follow marked.",
    discussion: """
      Times are in your time zone (TZ). The bundled catalog holds the US TV schedule of \
      2019-01-19 and the web schedule of 2024-01-14; without --date it shows its newest day. \
      With --source tvmaze any day can be read, today by default.
      """)

  @Option(name: .long, help: "The day, as YYYY-MM-DD.")
  var date: String?

  @Option(name: .long, help: "The country, as a two-letter code such as US or GB (TV default: US).")
  var country: String?

  @Flag(name: .long, help: "The streaming services' schedule (/schedule/web) instead of TV's.")
  var web = false

  @OptionGroup var output: OutputOptions
  @OptionGroup var source: SourceOptions

  func validate() throws {
    if let date, CalendarDate(iso: date) == nil {
      throw ValidationError("--date must be a day written YYYY-MM-DD, such as 2019-01-19.")
    }
    if let country, !(country.count == 2 && country.allSatisfy { $0.isASCII && $0.isLetter }) {
      throw ValidationError("--country must be a two-letter country code such as US or GB.")
    }
  }

  func run() async throws {
    let query = TonightQuery(
      kind: web ? .web : .tv, date: date.flatMap(CalendarDate.init(iso:)), country: country)
    let (schedules, follows, format) = (
      try source.makeScheduleSource(), source.makeFollowStore(), output.format
    )
    try ReportPrinter.print(
      await ReportBuilder(format: format, settings: source.settingNames).tonight(
        query, from: schedules, follows: follows))
  }
}
