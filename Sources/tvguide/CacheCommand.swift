import ArgumentParser

/// `tvguide cache info|clear`: the offline store of the live source.
struct CacheCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cache", abstract: "Show or clear what the live source saved for offline use.",
    subcommands: [CacheInfoCommand.self, CacheClearCommand.self])
}
