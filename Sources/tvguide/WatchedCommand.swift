import ArgumentParser

/// `tvguide watched ID SxxEyy` and `tvguide watched ID --up-to SxxEyy`.
struct WatchedCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "watched", abstract: "Mark an episode, or every episode up to one, watched.")

  @OptionGroup var episode: EpisodeOptions
  @OptionGroup var output: OutputOptions
  @OptionGroup var source: SourceOptions

  func run() async throws {
    try await FollowingReports.setWatched(true, episode, output, source)
  }
}
