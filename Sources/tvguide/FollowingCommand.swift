import ArgumentParser

/// `tvguide following`.
struct FollowingCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "following",
    abstract: "List the followed shows with their next episode and how many are unwatched.")

  @OptionGroup var asOf: AsOfOptions
  @OptionGroup var output: OutputOptions
  @OptionGroup var source: SourceOptions

  func run() async throws {
    try await FollowingReports.list(soonestFirst: false, asOf, output, source)
  }
}
