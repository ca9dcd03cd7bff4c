import ArgumentParser
import TVGuideBuilder

/// `tvguide shows [--page N]`.
struct ShowsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "shows", abstract: "Print one page of the show index (250 ids per page).")

  // Unconditional, so `--page -1` is read as a page number, not as an option named `-1`.
  @Option(name: .long, parsing: .unconditional, help: "The page of the index, from 0.")
  var page = 0

  @OptionGroup var output: OutputOptions
  @OptionGroup var source: SourceOptions

  func run() async throws {
    let (dataSource, format, page) = (try source.makeDataSource(), output.format, page)
    let report = await ReportBuilder(dataSource: dataSource, format: format).showIndexPage(page)
    try ReportPrinter.print(report)
  }
}
