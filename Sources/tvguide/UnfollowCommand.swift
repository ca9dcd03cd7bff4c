import ArgumentParser
import TVGuideBuilder

/// `tvguide unfollow ID…`.
struct UnfollowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unfollow", abstract: "Stop following shows; their watched marks stay.")

  @Argument(help: "The shows' TVMaze ids.")
  var ids: [Int]

  @OptionGroup var output: OutputOptions
  @OptionGroup var source: SourceOptions

  func run() async throws {
    let (dataSource, follows, format, ids) = (
      try source.makeDataSource(), source.makeFollowStore(), output.format, ids
    )
    try ReportPrinter.print(
      await ReportBuilder(format: format, settings: .commandLine)
        .setFollowing(false, ids: ids, from: dataSource, follows: follows))
  }
}
