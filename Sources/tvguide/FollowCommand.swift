import ArgumentParser

/// `tvguide follow ID…`.
struct FollowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "follow", abstract: "Follow shows, to list them in `following` and `next`.")

  @Argument(help: "The shows' TVMaze ids, as printed by `tvguide shows` and `tvguide search`.")
  var ids: [Int]

  @OptionGroup var output: OutputOptions
  @OptionGroup var source: SourceOptions

  func run() async throws {
    try await FollowingReports.setFollowing(true, ids: ids, output, source)
  }
}
