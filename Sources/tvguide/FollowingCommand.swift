import ArgumentParser
import TVGuideBuilder

/// `tvguide following`.
struct FollowingCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "following",
    abstract: "List the followed shows with their next episode and how many are unwatched.")

  @OptionGroup var output: OutputOptions
  @OptionGroup var source: SourceOptions

  func run() async throws {
    let (dataSource, follows, refresher, format) = (
      try source.makeDataSource(), source.makeFollowStore(), try source.makeRefresher(), output.format
    )
    try ReportPrinter.print(
      await ReportBuilder(format: format, settings: .commandLine)
        .followedShows(soonestFirst: false, from: dataSource, follows: follows, refresher: refresher))
  }
}
