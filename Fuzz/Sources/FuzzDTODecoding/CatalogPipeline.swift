import Foundation
import FuzzSupport
import TVGuideBundledCatalog
import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter
import TVGuideView

/// The bundled catalog reading the input as the index page files it ships: its own
/// decoding, the picker that reads one show out of a page, and its search index.
struct CatalogPipeline: Sendable {
  /// One folder per process; each input replaces the pages of the one before, so that no
  /// input sees another's files and a crash replays from its input alone.
  private static let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("tvguide-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
  private static let shows = root.appendingPathComponent("shows")
  private static let now = Date(timeIntervalSince1970: 1_750_000_000)

  private let rows = ShowRowMapper(sanitizer: TerminalText())
  private let details = ShowDetailViewModelMapper(sanitizer: TerminalText())
  private let errors = ErrorMessageFormatter(sanitizer: TerminalText())

  /// Writes `data` as page 0 and as the page of each id in `ids`, and removes the pages of
  /// the input before. Files are written in place: `Data.write` syncs each file to disk,
  /// which took a sixth of every run.
  static func install(_ data: Data, asPagesFor ids: [Int]) {
    let manager = FileManager.default
    let pages = Set([0] + ids.filter { $0 >= 0 }.map { $0 / BundledCatalog.pageSize })
    let names = Set(pages.map { "page-\($0).json" })
    do {
      try manager.createDirectory(at: shows, withIntermediateDirectories: true)
      for stale in try manager.contentsOfDirectory(atPath: shows.path) where !names.contains(stale) {
        try manager.removeItem(at: shows.appendingPathComponent(stale))
      }
      for name in names {
        let path = shows.appendingPathComponent(name).path
        guard manager.fileExists(atPath: path) || manager.createFile(atPath: path, contents: nil),
          let file = FileHandle(forWritingAtPath: path)
        else { throw CocoaError(.fileWriteUnknown) }
        defer { try? file.close() }
        try file.truncate(atOffset: 0)
        try file.write(contentsOf: data)
      }
    } catch {
      fatalError("cannot write the catalog's files in \(root.path): \(error)")
    }
  }

  /// What a user might type to find the first shows: the whole name, its start, the name
  /// with a typo, in capitals; each reaches a different kind of match.
  static func queries(forNames names: [String]) -> [String] {
    var queries: [String] = []
    for name in names.prefix(2) {
      let typo =
        name.count > 3 ? String(name.prefix(name.count / 2) + name.dropFirst(name.count / 2 + 1)) : name
      queries += [name, String(name.prefix(3)), typo, name.uppercased()]
    }
    var seen = Set<String>()
    return queries.filter { seen.insert($0).inserted }
  }

  /// Removes the folder when the fuzzer exits.
  static func removeFilesAtExit() {
    atexit { try? FileManager.default.removeItem(at: CatalogPipeline.root) }
  }

  /// `page` is the input decoded as a whole index page, when it decodes.
  func present(ids: [Int], queries: [String], page: [ShowDTO]?) async {
    let catalog = BundledCatalog(folder: Self.root)
    let list = ShowListInteractor(dataSource: catalog)
    if let shows = try? await list.page(0).shows {
      for row in shows.map(rows.row(for:)) {
        TerminalSafety.requireEveryString(in: row, path: "catalog row \(row.id)")
      }
    }
    for id in ids {
      await presentShow(id, from: catalog, page: page)
    }
    for query in queries {
      await search(query, list)
    }
  }

  /// The picker must find what decoding the whole page finds: it only skips the work.
  private func presentShow(_ id: Int, from catalog: BundledCatalog, page: [ShowDTO]?) async {
    let picked: ShowDTO?
    do {
      picked = try await catalog.show(id: id).value
    } catch {
      picked = nil
      TerminalSafety.requireEveryString(in: errors.viewModel(for: error), path: "catalog error")
    }
    if let page, id >= 0 {
      let expected = page.first { $0.id == id }
      Invariant.require(picked == expected, "the picker and the whole page disagree on show \(id)")
    }
    guard picked != nil else { return }
    do {
      let detail = try await ShowDetailInteractor(dataSource: catalog).detail(ofShow: id, season: nil)
      let model = details.viewModel(for: detail, now: Self.now)
      TerminalSafety.requireEveryString(in: model, multilineFields: ["summary"], path: "catalog detail \(id)")
    } catch {
      Invariant.require(false, "show \(id) was found, yet its detail failed: \(error)")
    }
  }

  private func search(_ query: String, _ list: ShowListInteractor) async {
    do {
      let results = try await list.search(
        SearchQuery(query, visible: TerminalText().singleLine), status: .all)
      Invariant.require(
        results.shows.count <= ShowSearchIndex.resultLimit, "\(results.shows.count) results for \(query)")
      for row in results.shows.map(rows.row(for:)) {
        TerminalSafety.requireEveryString(in: row, path: "search row \(row.id)")
      }
    } catch {
      TerminalSafety.requireEveryString(in: errors.viewModel(for: error), path: "search error")
    }
  }
}
