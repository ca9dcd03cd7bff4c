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
      the lookups are kept in the cache folder, so running the same file again (after an \
      interruption, or by mistake) looks up only what is left and changes nothing twice.
      """)

  /// The largest export read: TV Time's biggest exports are a few megabytes.
  static let maximumBytes = 64 << 20

  @Argument(help: "The CSV file.")
  var file: String

  @OptionGroup var output: OutputOptions
  @OptionGroup var source: SourceOptions

  func run() async throws {
    let contents = try read()
    let (lookup, follows, format) = (
      try source.makeShowLookup(), try FollowStoreFactory.require(cache: source.cache, for: "import"),
      output.format
    )
    let journal = ImportLookupJournal(folder: source.cache.location.folder, contents: contents)
    let text = String(decoding: contents, as: UTF8.self)
    try ReportPrinter.print(
      await ReportBuilder(format: format, settings: .commandLine)
        .importExport(text, lookup: lookup, follows: follows, journal: journal))
  }

  private func read() throws -> Data {
    let name = TerminalTextSanitizer(mode: .singleLine).sanitize(file)
    let data: Data
    do {
      let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file))
      defer { try? handle.close() }
      data = try handle.read(upToCount: Self.maximumBytes + 1) ?? Data()
    } catch {
      StandardStream.error.write("tvguide: \(name) could not be read.\n")
      throw ExitCode.failure
    }
    guard data.count <= Self.maximumBytes else {
      StandardStream.error.write("tvguide: \(name) is larger than an export can be (64 MB).\n")
      throw ExitCode.failure
    }
    return data
  }
}
