import ArgumentParser

/// `tvguide unfollow ID…`.
struct UnfollowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unfollow", abstract: "Stop following shows; their watched marks stay.")

  @Argument(help: "The shows' TVMaze ids.")
  var ids: [Int]

  @OptionGroup var output: OutputOptions
  @OptionGroup var source: SourceOptions

  func run() async throws {
    try await FollowingReports.setFollowing(false, ids: ids, output, source)
  }
}
