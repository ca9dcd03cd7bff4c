import ArgumentParser

/// `tvguide next`.
struct NextCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "next",
    abstract: "List the next episode of every followed show, soonest first, in the local time zone.",
    discussion: "Times are in the time zone of TZ when it is set, else the system's.")

  @OptionGroup var asOf: AsOfOptions
  @OptionGroup var output: OutputOptions
  @OptionGroup var source: SourceOptions

  func run() async throws {
    try await FollowingReports.list(soonestFirst: true, asOf, output, source)
  }
}
