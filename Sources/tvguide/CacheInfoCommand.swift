import ArgumentParser
import TVGuideBuilder
import TVGuideStore

/// `tvguide cache info`.
struct CacheInfoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "info", abstract: "Print where the cache is, its size, what it holds and how old it is.")

  @OptionGroup var cache: CacheOptions
  @OptionGroup var output: OutputOptions

  func run() async throws {
    let (maintenance, format) = (ShowStoreMaintenance(folder: cache.location.folder), output.format)
    try ReportPrinter.print(
      await ReportBuilder(format: format, settings: .commandLine).cacheSummary(of: maintenance))
  }
}
