import Foundation
import TVGuideEntity
import TVGuideInteractor

/// TVMaze and the local store behind the one `ShowDataSource`: answers live when it can,
/// saves what it fetched, and answers from the store, saying when it was saved, when the
/// network fails.
///
/// An answer saved less than `timeToLive` ago is served from the store as `.live`, as
/// TVMaze's own edge cache would. The store is a helper, never a reason to fail: when it
/// cannot be read or written the live answer is still given, carrying why it was not saved,
/// so that the user learns the store needs care before relying on it offline.
public final class CachingShowDataSource: ShowDataSource {
  private let remote: any ShowDataSource
  private let store: Result<ShowStore, StoreError>
  private let timeToLive: TimeInterval
  private let now: @Sendable () -> Date

  /// `store` is the opened store, or why it could not be opened; then this source is
  /// `remote` alone. A store failure reaches the interactors as the `ShowDataError` it means,
  /// as a save failure or beside an outage.
  public init(
    remote: any ShowDataSource, store: Result<ShowStore, StoreError>,
    timeToLive: Duration = .seconds(3600),
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.remote = remote
    self.store = store
    let (seconds, attoseconds) = timeToLive.components
    self.timeToLive = TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    self.now = now
  }

  /// Index page `number`: from the store while fresh, else live and saved, else from the store
  /// as `.offline` when TVMaze is out of reach.
  ///
  /// - Throws: The remote's `ShowDataError` when TVMaze cannot answer and the store has no copy.
  public func showIndexPage(_ number: Int) async throws -> Fetched<[ShowDTO]> {
    let saved = await saved { try await $0.page(number) }
    return try await answer(
      saved: saved, fallback: { saved }, live: { try await self.remote.showIndexPage(number) },
      save: { store, shows, date in try await store.savePage(number, shows: shows, fetchedAt: date) })
  }

  /// Offline, a search TVMaze never answered is run over the stored shows' names instead.
  public func searchShows(matching query: String) async throws -> Fetched<[SearchResultDTO]> {
    let saved = await saved { try await $0.searchResults(for: query) }
    let storedNames: () async -> StoreRead<[SearchResultDTO]> = { [self] in
      await self.saved { try await $0.matchingShows(query) }
    }
    return try await answer(
      saved: saved, fallback: { if case .success(_?) = saved { saved } else { await storedNames() } },
      live: { try await self.remote.searchShows(matching: query) },
      save: { store, results, date in try await store.saveSearch(query, results: results, fetchedAt: date) })
  }

  /// Show `id`: from the store while fresh, else live and saved, else from the store as
  /// `.offline` when TVMaze is out of reach.
  ///
  /// - Throws: The remote's `ShowDataError` when TVMaze cannot answer and the store has no copy.
  public func show(id: Int) async throws -> Fetched<ShowDTO> {
    let saved = await saved { try await $0.show(id: id) }
    return try await answer(
      saved: saved, fallback: { saved }, live: { try await self.remote.show(id: id) },
      save: { store, show, date in try await store.saveShow(show, fetchedAt: date) })
  }

  /// The episodes of show `id`: from the store while fresh, else live and saved, else from the
  /// store as `.offline` when TVMaze is out of reach.
  ///
  /// - Throws: The remote's `ShowDataError` when TVMaze cannot answer and the store has no copy.
  public func episodes(ofShow id: Int) async throws -> Fetched<[EpisodeDTO]> {
    let saved = await saved { try await $0.episodes(ofShow: id) }
    return try await answer(
      saved: saved, fallback: { saved }, live: { try await self.remote.episodes(ofShow: id) },
      save: { store, episodes, date in try await store.saveEpisodes(episodes, ofShow: id, fetchedAt: date) })
  }

  /// The cast of show `id`, always live: the store does not keep casts, so offline this
  /// throws what the remote throws.
  public func cast(ofShow id: Int) async throws -> Fetched<[CastCreditDTO]> {
    try await remote.cast(ofShow: id)
  }

  /// The same rule over the pair, with one difference: a live pair is saved in one
  /// transaction, so a failed save leaves neither the show nor its episodes behind.
  public func showWithEpisodes(id: Int) async throws -> ShowWithEpisodes {
    let moment = now()
    let saved = await saved { store -> Stored<(ShowDTO, [EpisodeDTO])>? in
      guard let show = try await store.show(id: id), let episodes = try await store.episodes(ofShow: id)
      else { return nil }
      // As old as the older of the two; a date after now, stale whatever the other, wins.
      let dates = [show.savedAt, episodes.savedAt]
      let savedAt = dates.contains { $0 > moment } ? dates.max()! : dates.min()!
      return Stored((show.value, episodes.value), savedAt: savedAt)
    }
    let pair = try await answer(
      saved: saved, fallback: { saved },
      live: {
        let both = try await self.remote.showWithEpisodes(id: id)
        return Fetched(
          (both.show.value, both.episodes.value),
          origin: both.show.origin.combined(with: both.episodes.origin))
      },
      save: { store, both, date in try await store.saveShow(both.0, episodes: both.1, fetchedAt: date) })
    return ShowWithEpisodes(
      show: Fetched(pair.value.0, origin: pair.origin, saveFailure: pair.saveFailure),
      episodes: Fetched(pair.value.1, origin: pair.origin, saveFailure: pair.saveFailure))
  }

  // MARK: The one rule for all four

  /// Offline, a store that could not be read is named with the outage: "could not connect"
  /// alone would hide that the saved answers are out of reach too.
  private func answer<Value: Sendable>(
    saved: StoreRead<Value>, fallback: () async -> StoreRead<Value>,
    live: () async throws -> Fetched<Value>,
    save: (ShowStore, Value, Date) async throws -> Void
  ) async throws -> Fetched<Value> {
    if case .success(let saved?) = saved, isFresh(saved.savedAt) {
      return Fetched(saved.value, origin: .live)
    }
    do {
      var fetched = try await live()
      fetched.saveFailure = await keep(fetched.value, save: save)
      return fetched
    } catch let error as ShowDataError where error.meansTVMazeIsOutOfReach {
      switch await fallback() {
      case .success(let stored?): return Fetched(stored.value, origin: .offline(savedAt: stored.savedAt))
      case .success(nil): throw error
      case .failure(let unreadable):
        throw ShowDataError.outageWithUnreadableStore(error, store: ShowDataError(unreadable))
      }
    }
  }

  /// Saved less than `timeToLive` ago. A date after now is stale, not fresh for ever: the
  /// clock was turned back since, or someone edited the store.
  private func isFresh(_ savedAt: Date) -> Bool {
    let age = now().timeIntervalSince(savedAt)
    return age >= 0 && age < timeToLive
  }

  /// Saves a live answer; returns why it could not be saved, if it could not.
  private func keep<Value>(_ value: Value, save: (ShowStore, Value, Date) async throws -> Void) async
    -> ShowDataError?
  {
    do {
      try await save(try store.get(), value, now())
      return nil
    } catch let failure as StoreError {
      return ShowDataError(failure)
    } catch {
      // Cancelled: nobody waits for this answer any more, saved or not.
      return nil
    }
  }

  /// What the store holds for a request: the saved answer, nothing, or why it could not be
  /// read (a store that could not be opened cannot be read either).
  private func saved<Value>(_ read: (ShowStore) async throws -> Stored<Value>?) async -> StoreRead<Value> {
    do {
      return .success(try await read(try store.get()))
    } catch let failure as StoreError {
      return .failure(failure)
    } catch {
      // Cancelled: nobody waits for this answer any more.
      return .success(nil)
    }
  }
}

/// What the store gave for one request: its saved answer or `nil`, or why it could not be read.
private typealias StoreRead<Value: Sendable> = Result<Stored<Value>?, StoreError>
