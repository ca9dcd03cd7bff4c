import ArgumentParser
import TVGuideBuilder

/// `tvguide follow ID…`.
struct FollowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "follow", abstract: "Follow shows, to list them in `following` and `next`.")

  @Argument(help: "The shows' TVMaze ids, as printed by `tvguide shows` and `tvguide search`.")
  var ids: [Int]

  @OptionGroup var output: OutputOptions
  @OptionGroup var source: SourceOptions

  func run() async throws {
    let (dataSource, follows, format, ids) = (
      try source.makeDataSource(), source.makeFollowStore(), output.format, ids
    )
    try ReportPrinter.print(
      await ReportBuilder(format: format, settings: .commandLine)
        .setFollowing(true, ids: ids, from: dataSource, follows: follows))
  }
}
