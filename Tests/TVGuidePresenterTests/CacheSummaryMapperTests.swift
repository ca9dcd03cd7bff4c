import Foundation
import TVGuideInteractor
import TVGuideView
import Testing

@testable import TVGuidePresenter

@Suite struct CacheSummaryMapperTests {
  private let now = Date(timeIntervalSince1970: 1_750_000_000)
  private let mapper = CacheSummaryMapper(sanitizer: TerminalText())

  private var full: CacheSummary {
    CacheSummary(
      location: "/home/viewer/.cache/tvguide", sizeInBytes: 3_145_728, showCount: 250, episodeListCount: 1,
      indexPageCount: 1, searchCount: 2, oldestSave: now - 3 * 3600, newestSave: now - 5 * 60)
  }

  @Test func infoSaysWhatTheCacheHoldsWithCountedNouns() {
    let viewModel = mapper.viewModel(for: full, now: now)
    #expect(viewModel.headline == "The cache holds 250 shows, 1 episode list, 1 index page and 2 searches.")
    #expect(
      viewModel.fields == [
        DetailField(label: "Location", value: "/home/viewer/.cache/tvguide"),
        DetailField(label: "Size", value: "3.1 MB"),
        DetailField(label: "Oldest", value: "saved 3 h ago"),
        DetailField(label: "Newest", value: "saved 5 min ago"),
      ])
  }

  @Test func anEmptyCacheHasNoDates() {
    let viewModel = mapper.viewModel(for: CacheSummary(location: "/c"), now: now)
    #expect(viewModel.headline == "The cache is empty.")
    #expect(viewModel.fields.map(\.label) == ["Location", "Size"])
  }

  @Test func clearingSaysWhatWasRemoved() {
    #expect(
      mapper.viewModel(forCleared: full, now: now).headline.hasPrefix("Removed 250 shows, 1 episode list"))
    #expect(
      mapper.viewModel(forCleared: CacheSummary(location: "/c"), now: now).headline
        == "The cache was already empty.")
  }

  @Test func clearingAStoreThatCouldNotBeReadSaysSoAndWhatComesNext() {
    let removed = CacheSummary(location: "/c", sizeInBytes: 4096, damage: "file is not a database")
    let viewModel = mapper.viewModel(forCleared: removed, now: now)
    #expect(
      viewModel.headline
        == "Removed a damaged store (file is not a database); the cache is empty now."
    )
    #expect(mapper.document(for: removed).damage == "file is not a database")
    #expect(mapper.document(for: full).damage == nil)
  }

  @Test func theDocumentHasEveryFactWithISODates() {
    let document = mapper.document(for: full)
    #expect(document.shows == 250)
    #expect(document.sizeInBytes == 3_145_728)
    #expect(document.newestSave == "2025-06-15T15:01:40Z")
    #expect(mapper.document(for: CacheSummary(location: "/c")).oldestSave == nil)
  }

  @Test func controlCharactersInTheLocationNeverReachTheTerminal() {
    let viewModel = mapper.viewModel(for: CacheSummary(location: "/tmp/\u{1B}[31mred"), now: now)
    #expect(!viewModel.fields[0].value.contains("\u{1B}"))
  }
}
