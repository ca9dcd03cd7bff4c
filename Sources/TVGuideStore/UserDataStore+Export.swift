import GRDB
import TVGuideInteractor

/// `tvguide data export` and `data import`: the whole store as a document, and a document
/// added to the store.
extension UserDataStore {
  /// Everything the store holds, as `tvguide data export` writes it.
  public func exportDocument() async throws -> UserDataDocument {
    try await read(UserDataDocument(following: [], watched: [])) { db in
      let following = try FollowedShowRecord.order(Column("position")).fetchAll(db).map(\.showID)
      let watched = try WatchedEpisodeRecord.order(Column("showID"), Column("season"), Column("number"))
        .fetchAll(db).map {
          UserDataDocument.WatchedEpisode(show: $0.showID, season: $0.season, number: $0.number)
        }
      return UserDataDocument(following: following, watched: watched)
    }
  }

  /// Adds a document's follows and watched marks to the store, in one transaction: importing
  /// the same document again changes nothing, and nothing already saved is removed.
  public func importDocument(_ document: UserDataDocument) async throws {
    let moment = now()
    try await write { db in
      try Self.refuseFollowingMore(than: UserDataLimits.followedShows, adding: document.following, in: db)
      for id in document.following { try FollowedShowRecord(showID: id, followedAt: moment).insert(db) }
      for mark in document.watched {
        try WatchedEpisodeRecord(
          showID: mark.show, season: mark.season, number: mark.number, watchedAt: moment
        )
        .insert(db)
      }
    }
  }
}
