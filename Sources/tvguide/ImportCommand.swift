import ArgumentParser
import Foundation
import TVGuideBuilder
import TVGuideStore
import TextUIKit

/// `tvguide import FILE`.
struct ImportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Follow shows and mark episodes watched from a tracker's CSV export.",
    discussion: """
      Reads TV Time's export (seen_episode.csv), Trakt's shows export, or a plain \
      tvdb,imdb,season,episode file, told apart by the header. Each show id is looked up once; \
      the lookups are kept in the data folder, so running the same file again (after an \
      interruption, or by mistake) looks up only what is left and changes nothing twice.
      """)

  @Argument(help: "The CSV file.")
  var file: String

  @OptionGroup var output: OutputOptions
  @OptionGroup var source: SourceOptions

  func run() async throws {
    let contents = try read()
    let (lookup, follows, format) = (
      try source.makeShowLookup(), source.makeFollowStore(),
      output.format
    )
    let journal = ImportLookupJournal(folder: source.folders.dataLocation.folder, contents: contents)
    let text = String(decoding: contents, as: UTF8.self)
    try ReportPrinter.print(
      await ReportBuilder(format: format, settings: source.settingNames)
        .importExport(text, lookup: lookup, follows: follows, journal: journal))
  }

  private func read() throws -> Data {
    do {
      return try InputFile.read(file)
    } catch {
      StandardStream.error.write("tvguide: \(error.sentence)\n")
      throw ExitCode.failure
    }
  }
}
