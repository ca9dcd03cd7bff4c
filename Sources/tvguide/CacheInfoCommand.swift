import ArgumentParser
import TVGuideBuilder
import TVGuideStore

/// `tvguide cache info`.
struct CacheInfoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "info", abstract: "Print where the cache is, its size, what it holds and how old it is.")

  @OptionGroup var folders: FolderOptions
  @OptionGroup var output: OutputOptions

  func run() async throws {
    let (maintenance, format) = (ShowStoreMaintenance(folder: folders.location.folder), output.format)
    // Moved out of the cache folder first, so that where the report says it lives is true.
    let userData = folders.userDataStore().folder.path
    try ReportPrinter.print(
      await ReportBuilder(format: format, settings: .commandLine).cacheSummary(
        of: maintenance, userDataLocation: userData))
  }
}
