import ArgumentParser
import TVGuideBuilder

/// `tvguide show ID [--season N]`.
struct ShowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "Print a show and its episodes, grouped by season.")

  @Argument(help: "The show's TVMaze id, as printed by `tvguide shows` and `tvguide search`.")
  var id: Int

  // Unconditional, so `--season -1` is read as a season number, not as an option named `-1`.
  @Option(name: .long, parsing: .unconditional, help: "Print only this season.")
  var season: Int?

  @OptionGroup var output: OutputOptions
  @OptionGroup var source: SourceOptions

  func run() async throws {
    let (dataSource, follows, format) = (try source.makeDataSource(), source.makeFollowStore(), output.format)
    let (id, season) = (id, season)
    let report = await ReportBuilder(format: format, settings: source.settingNames)
      .showDetail(id: id, season: season, from: dataSource, follows: follows)
    try ReportPrinter.print(report)
  }
}
