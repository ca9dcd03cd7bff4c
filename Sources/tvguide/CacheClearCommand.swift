import ArgumentParser
import TVGuideBuilder
import TVGuideStore

/// `tvguide cache clear`.
struct CacheClearCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "clear",
    abstract: "Remove everything the live source saved; never your followed shows and watched marks.")

  @OptionGroup var folders: FolderOptions
  @OptionGroup var output: OutputOptions

  func run() async throws {
    let (maintenance, format) = (ShowStoreMaintenance(folder: folders.location.folder), output.format)
    // Moved out of the cache folder first, so that where the report says it lives is true.
    let userData = folders.userDataStore().folder.path
    try ReportPrinter.print(
      await ReportBuilder(format: format, settings: .commandLine).clearCache(
        maintenance, userDataLocation: userData))
  }
}
