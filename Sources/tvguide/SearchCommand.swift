import ArgumentParser
import TVGuideBuilder

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
    let (dataSource, format, text, filter) = (
      try source.makeDataSource(), output.format, query.joined(separator: " "), try status.filter()
    )
    let report = await ReportBuilder(format: format, settings: .commandLine).search(
      text, status: filter, in: dataSource)
    try ReportPrinter.print(report)
  }
}
