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
/// without the refresh, from TVMaze or from its copy, and says so.
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

  /// Refreshes the copies of the shows of `ids`. A store that cannot be read or written
  /// stops the refresh, as TVMaze's failures do: the live source then answers without it.
  public func refresh(_ ids: [Int]) async throws {
    do {
      try await refreshOrThrow(ids)
    } catch is ShowDataError {
      return
    }
  }

  private func refreshOrThrow(_ ids: [Int]) async throws {
    guard !ids.isEmpty else { return }
    let moment = now()
    let updates: [Int: Int]
    do {
      updates = try await source.showsUpdatedLastWeek()
    } catch is ShowDataError {
      return
    }
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
