import ArgumentParser

/// `tvguide data export|import`: the user's follows and watched marks as a JSON document.
struct DataCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "data", abstract: "Export or import the followed shows and watched marks.",
    subcommands: [DataExportCommand.self, DataImportCommand.self])
}
