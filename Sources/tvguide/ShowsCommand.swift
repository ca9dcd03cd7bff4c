import ArgumentParser
import TVGuideBuilder

/// `tvguide shows [--page N] [--status S]`.
struct ShowsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "shows", abstract: "Print one page of the show index (250 ids per page).")

  // Unconditional, so `--page -1` is read as a page number, not as an option named `-1`.
  @Option(
    name: .long, parsing: .unconditional,
    help: "The page of the index, from 0; with --status, of the shows of that status.")
  var page = 0

  @OptionGroup var status: StatusOptions
  @OptionGroup var output: OutputOptions
  @OptionGroup var source: SourceOptions

  func run() async throws {
    let (dataSource, format, page, filter) = (
      try source.makeDataSource(), output.format, page, try status.filter()
    )
    let report = await ReportBuilder(dataSource: dataSource, format: format)
      .showIndexPage(page, status: filter)
    try ReportPrinter.print(report)
  }
}
