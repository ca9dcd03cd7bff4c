import Foundation
import TVGuideInteractor
import TVGuideTestSupport
import Testing

@testable import TVGuideStore

/// The journal remembers which source was asked (issue 36): a miss of the bundled catalog was
/// journalled as unknown and never asked of TVMaze afterwards.
@Suite struct ImportLookupJournalTests {
  private let contents = Data("tvdb,imdb,season,episode\n".utf8)

  @Test func aMissHoldsForTheSourceThatMissedAndAHitForEveryOne() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let journal = ImportLookupJournal(folder: folder.url, contents: contents)
    try await journal.record(.theTVDB(79017), resolvedTo: nil, by: .bundledCatalog)
    try await journal.record(.theTVDB(121361), resolvedTo: 82, by: .bundledCatalog)
    try await journal.record(.imdb("tt1"), resolvedTo: nil, by: .tvmaze)
    let bundled = try await journal.recordedLookups(for: .bundledCatalog)
    let bundledExpected: [ExternalShowID: Int?] = [.theTVDB(79017): nil, .theTVDB(121361): 82]
    #expect(bundled == bundledExpected)
    let live = try await ImportLookupJournal(folder: folder.url, contents: contents).recordedLookups(
      for: .tvmaze)
    let liveExpected: [ExternalShowID: Int?] = [.theTVDB(121361): 82, .imdb("tt1"): nil]
    #expect(live == liveExpected)
    // Asked again of TVMaze, which has it: the hit wins over the bundled catalog's miss.
    try await journal.record(.theTVDB(79017), resolvedTo: 1, by: .tvmaze)
    #expect(try await journal.recordedLookups(for: .bundledCatalog)[.theTVDB(79017)] == 1)
  }

  /// Lines written before the source was: their shows found hold for any source, their misses
  /// for none (nobody knows which source missed); a line a kill cut short is left out.
  @Test func linesWithoutASourceGiveTheirHitsOnly() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let journal = ImportLookupJournal(folder: folder.url, contents: contents)
    try await journal.record(.imdb("tt2"), resolvedTo: 7, by: .tvmaze)
    let file = try #require(
      FileManager.default.contentsOfDirectory(
        at: folder.url.appendingPathComponent(ImportLookupJournal.folderName), includingPropertiesForKeys: nil
      ).first)
    let handle = try FileHandle(forWritingTo: file)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("thetvdb:81189 169\nthetvdb:79017 -\ntvmaze thetvdb:5".utf8))
    try handle.close()
    for source in [ShowLookupSource.bundledCatalog, .tvmaze] {
      #expect(try await journal.recordedLookups(for: source) == [.imdb("tt2"): 7, .theTVDB(81189): 169])
    }
  }
}
