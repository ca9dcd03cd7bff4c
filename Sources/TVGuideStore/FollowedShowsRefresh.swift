import Foundation
import TVGuideEntity
import TVGuideInteractor

/// Brings the store's copies of the followed shows up to date with one request to TVMaze's
/// list of changed shows, plus one request for each followed show that changed.
///
/// A copy is current when TVMaze's latest change of the show is no later than the copy's own
/// `updated`; current copies are marked fetched now, so that the live source serves them from
/// the store instead of asking again. A show with no copy of itself and its episodes, or a copy
/// older than the week the list covers, is fetched whatever the list says. The refresh is a
/// courtesy: when TVMaze cannot give the list or a show, the live source answers as it would
/// without the refresh, from TVMaze or from its copy; why the list could not be read is handed
/// back, for the one line that says so, and a show TVMaze then fails for (gone from it, a
/// server error) is given from its saved copy (``savedCopy(ofShow:)``).
public struct FollowedShowsRefresh: FollowedShowsRefreshing {
  /// How far back TVMaze's list of changed shows reaches: a copy older than this may have
  /// changed without the list saying so.
  static let listReach: TimeInterval = 7 * 86_400

  private let source: any ShowUpdatesSource
  private let store: ShowStore
  private let now: @Sendable () -> Date

  /// Refreshes the copies in `store` from `source`; `now` dates the copies.
  public init(
    source: any ShowUpdatesSource, store: ShowStore, now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.source = source
    self.store = store
    self.now = now
  }

  /// Refreshes the copies of the shows of `ids`, and returns why TVMaze's list of changed
  /// shows could not be read (`nil` when it was). A store that cannot be read or written
  /// stops the refresh too, and is returned: the live source then answers without it.
  public func refresh(_ ids: [Int]) async -> ShowDataError? {
    do {
      try await refreshOrThrow(ids)
      return nil
    } catch let error as StoreError {
      return ShowDataError(error)
    } catch let error as ShowDataError {
      return error
    } catch {
      // Cancelled: nobody waits for the list any more.
      return nil
    }
  }

  /// The saved copy of show `id` and its episodes, dated when they were saved; `nil` when
  /// either was never saved or the store cannot be read.
  public func savedCopy(ofShow id: Int) async -> ShowWithEpisodes? {
    guard let show = try? await store.show(id: id), let episodes = try? await store.episodes(ofShow: id)
    else {
      return nil
    }
    return ShowWithEpisodes(
      show: Fetched(show.value, origin: .offline(savedAt: show.savedAt)),
      episodes: Fetched(episodes.value, origin: .offline(savedAt: episodes.savedAt)))
  }

  private func refreshOrThrow(_ ids: [Int]) async throws {
    guard !ids.isEmpty else { return }
    let moment = now()
    let updates = try await source.showsUpdatedLastWeek()
    var current: [Int] = []
    for id in ids {
      if try await isCurrent(id, updates: updates, at: moment) {
        current.append(id)
      } else {
        try await fetch(id, at: moment)
      }
    }
    try await store.markFetched(current, at: moment)
  }

  private func isCurrent(_ id: Int, updates: [Int: Int], at moment: Date) async throws -> Bool {
    guard let show = try await store.show(id: id), let episodes = try await store.episodes(ofShow: id)
    else { return false }
    let savedAt = min(show.savedAt, episodes.savedAt)
    guard moment.timeIntervalSince(savedAt) < Self.listReach, savedAt <= moment else { return false }
    guard let change = updates[id] else { return true }
    return change <= show.value.updated ?? Int.min
  }

  private func fetch(_ id: Int, at moment: Date) async throws {
    do {
      let (show, episodes) = try await source.showWithEpisodesInOneRequest(id: id)
      try await store.saveShow(show, episodes: episodes, fetchedAt: moment)
    } catch is ShowDataError {
      // Left as it is: the live source asks again, and tells what went wrong if it must.
    }
  }
}
