import ArgumentParser
import TVGuideBuilder
import TVGuideInteractor
import TVGuideView

/// `tvguide search QUERY [--status S]`.
struct SearchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "search", abstract: "Print the shows whose names match a query, best first.")

  @Argument(help: "Part of a show's name; case and accents do not matter.")
  var query: [String]

  @OptionGroup var status: StatusOptions
  @OptionGroup var output: OutputOptions
  @OptionGroup var source: SourceOptions

  func run() async throws {
    // The words are read into a query here, once, by the rule the terminal prints them by.
    let (dataSource, format, filter) = (try source.makeDataSource(), output.format, try status.filter())
    let words = SearchQuery(query.joined(separator: " "), visible: TerminalText().singleLine)
    let report = await ReportBuilder(format: format, settings: source.settingNames).search(
      words, status: filter, in: dataSource)
    try ReportPrinter.print(report)
  }
}
