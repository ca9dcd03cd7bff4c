import ArgumentParser
import TVGuideBuilder
import TVGuidePresenter
import TVGuideView
import TextUIKit

/// `tvguide`: the TV guide in a terminal. Without a subcommand it runs the interactive app;
/// subcommands print one answer and exit.
@main
struct TVGuideCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tvguide",
    abstract: "List, search and open TV shows from TVMaze, with episodes grouped by season.",
    discussion: """
      Without a subcommand, tvguide opens the interactive guide: full screen on a terminal, \
      or line mode when standard input is not a terminal, one command per line. \
      \(TVGuideHelp.lineCommands)

      Data from TVMaze (https://www.tvmaze.com), licensed CC BY-SA 4.0.
      """,
    version: TVGuideVersion.current,
    subcommands: subcommands
  )

  private static var subcommands: [any ParsableCommand.Type] {
    [
      ShowsCommand.self, SearchCommand.self, ShowCommand.self, FollowCommand.self, UnfollowCommand.self,
      FollowingCommand.self, NextCommand.self, WatchedCommand.self, UnwatchedCommand.self,
      TonightCommand.self,
      CalendarCommand.self, ImportCommand.self, DataCommand.self, CacheCommand.self, ServeCommand.self,
    ]
  }

  @OptionGroup var source: SourceOptions

  /// argument-parser's `main`, with its failures printed by `CommandFailurePrinter`.
  static func main() async {
    StandardStream.protectClosedDescriptors()
    let arguments = NegativeNumberArguments.rewritten(Array(CommandLine.arguments.dropFirst()))
    do {
      var command = try await asyncParseAsRoot(arguments)
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      CommandFailurePrinter.exit(Self.self, after: error)
    }
  }

  func run() async throws {
    let (dataSource, follows, refresher) = (
      try source.makeDataSource(), source.makeFollowStore(), try source.makeRefresher()
    )
    // The full screen has no flags to point to: plain words, and the host it reads from.
    let settings = SettingNames(liveHost: source.settingNames.liveHost)
    await MainActor.run {
      TVGuideAppBuilder(dataSource: dataSource, follows: follows, refresher: refresher, settings: settings)
        .makeApplication()
    }.run()
  }
}
