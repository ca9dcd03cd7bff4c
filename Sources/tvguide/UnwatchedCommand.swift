import ArgumentParser

/// `tvguide unwatched ID SxxEyy` and `tvguide unwatched ID --up-to SxxEyy`.
struct UnwatchedCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unwatched",
    abstract: "Remove the watched mark of an episode, or of every episode up to one.")

  @OptionGroup var episode: EpisodeOptions
  @OptionGroup var output: OutputOptions
  @OptionGroup var source: SourceOptions

  func run() async throws {
    try await FollowingReports.setWatched(false, episode, output, source)
  }
}
