import Foundation
import FuzzSupport
import GRDB
import TVGuideEntity
import TVGuideInteractor
import TVGuideStore

/// Overwrites one column of the offline store's rows with a value of any type, then makes
/// every read the app makes: each must answer or throw the store's own `StoreError` (the
/// interactors see it as a `ShowDataError` only at the store's edge), never trap (GRDB's subscripts trap on values they cannot convert), and cache clear must
/// always leave an empty store. The store is filled again before each input.
actor StoreRowChecks {
  static let shared = StoreRowChecks()

  /// Table and column of every value the store reads back.
  private static let columns = [
    ("show", "id"), ("show", "name"), ("show", "json"), ("show", "fetchedAt"),
    ("indexPage", "number"), ("indexPage", "showIDs"), ("indexPage", "fetchedAt"),
    ("episodeList", "showID"), ("episodeList", "json"), ("episodeList", "fetchedAt"),
    ("searchQuery", "query"), ("searchQuery", "hits"), ("searchQuery", "fetchedAt"),
    ("showSearch", "name"),
  ]

  private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("tvguide-fuzz-store-\(ProcessInfo.processInfo.processIdentifier)")

  func check(_ bytes: [UInt8]) async {
    guard let selector = bytes.first else { return }
    let (table, column) = Self.columns[Int(selector) % Self.columns.count]
    let value = Self.value(from: bytes.dropFirst())
    let store = await filledStore()
    do {
      let queue = try DatabaseQueue(path: folder.appendingPathComponent(ShowStore.fileName).path)
      try await queue.write { try $0.execute(sql: "UPDATE \(table) SET \(column) = ?", arguments: [value]) }
    } catch {
      return  // SQLite refused the value (NOT NULL, a type its column forbids): nothing to read.
    }
    await readEverything(store)
    await checkClearing()
  }

  /// A value of the type the second byte names, made of the bytes after it.
  private static func value(from bytes: ArraySlice<UInt8>) -> DatabaseValue {
    let payload = Array(bytes.dropFirst())
    switch (bytes.first ?? 0) % 5 {
    case 0: return .null
    case 1:
      return Int64(truncatingIfNeeded: payload.prefix(8).reduce(0) { $0 << 8 | UInt64($1) }).databaseValue
    case 2:
      let bits = payload.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      return Double(bitPattern: bits).databaseValue
    case 3: return String(decoding: payload, as: UTF8.self).databaseValue
    default: return Data(payload).databaseValue
    }
  }

  private func filledStore() async -> ShowStore {
    try? FileManager.default.removeItem(at: folder)
    do {
      let store = try ShowStore(folder: folder)
      let show = ShowDTO(id: 82, name: "Game of Thrones")
      let date = Date(timeIntervalSince1970: 1_750_000_000)
      try await store.savePage(0, shows: [show], fetchedAt: date)
      try await store.saveEpisodes(
        [EpisodeDTO(id: 1, name: "Winter", season: 1, number: 1)], ofShow: 82, fetchedAt: date)
      try await store.saveSearch("game", results: [SearchResultDTO(score: 1, show: show)], fetchedAt: date)
      return store
    } catch {
      fatalError("the store could not be filled: \(error)")
    }
  }

  private func readEverything(_ store: ShowStore) async {
    await requireStoreFact { _ = try await store.page(0) }
    await requireStoreFact { _ = try await store.show(id: 82) }
    await requireStoreFact { _ = try await store.episodes(ofShow: 82) }
    await requireStoreFact { _ = try await store.searchResults(for: "game") }
    await requireStoreFact { _ = try await store.matchingShows("game") }
    await requireStoreFact { _ = try await store.summary() }
  }

  private func requireStoreFact(_ read: () async throws -> Void) async {
    do {
      try await read()
    } catch is StoreError {
      return
    } catch {
      Invariant.require(false, "not a StoreError: \(error)")
    }
  }

  private func checkClearing() async {
    let maintenance = ShowStoreMaintenance(folder: folder)
    do {
      _ = try await CacheInteractor(cache: maintenance).clear()
      Invariant.require(try await maintenance.summary().isEmpty, "a cleared store is not empty")
    } catch {
      Invariant.require(false, "clearing failed: \(error)")
    }
  }
}
