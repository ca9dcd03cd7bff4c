import ArgumentParser
import TVGuideBuilder
import TVGuideStore

/// `tvguide cache clear`.
struct CacheClearCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "clear", abstract: "Remove everything the live source saved.")

  @OptionGroup var cache: CacheOptions
  @OptionGroup var output: OutputOptions

  func run() async throws {
    let (maintenance, format) = (ShowStoreMaintenance(folder: cache.location.folder), output.format)
    try ReportPrinter.print(
      await ReportBuilder(format: format, settings: .commandLine).clearCache(maintenance))
  }
}
