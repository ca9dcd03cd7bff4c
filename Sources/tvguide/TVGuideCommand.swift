import ArgumentParser

/// `tvguide`: the TV guide in a terminal. Subcommands print one answer and exit.
@main
struct TVGuideCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tvguide",
    abstract: "List, search and open TV shows from TVMaze, with episodes grouped by season.",
    discussion: "Data from TVMaze (https://www.tvmaze.com), licensed CC BY-SA 4.0.",
    version: TVGuideVersion.current,
    subcommands: [ShowsCommand.self, SearchCommand.self, ShowCommand.self, CacheCommand.self]
  )
}
