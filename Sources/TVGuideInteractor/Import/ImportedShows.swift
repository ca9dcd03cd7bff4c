import TVGuideEntity

/// The shows an import followed, one entry per TVMaze show even when the export names it by
/// two ids (TheTVDB's in one row, IMDb's in another).
struct ImportedShows {
  /// What one lookup's rows changed: whether they followed the show anew, and the episodes
  /// they marked that were not marked before.
  struct New {
    var follow: Bool
    var watched: [EpisodeKey]
  }

  private(set) var list: [ImportedShow] = []
  private var watched: [Int: Set<EpisodeKey>] = [:]
  private var newlyWatched: [Int: Set<EpisodeKey>] = [:]

  /// Counts `rows` rows and the episodes of `watchedKeys` for the show `showID`, found by `id`,
  /// and what of it was `new`.
  mutating func add(
    _ id: ExternalShowID, showID: Int, name: String?, rows: Int, watched watchedKeys: [EpisodeKey], new: New
  ) {
    watched[showID, default: []].formUnion(watchedKeys)
    newlyWatched[showID, default: []].formUnion(new.watched)
    let (count, newCount) = (watched[showID]?.count ?? 0, newlyWatched[showID]?.count ?? 0)
    if let index = list.firstIndex(where: { $0.showID == showID }) {
      list[index].rowCount += rows
      list[index].watchedCount = count
      list[index].newlyWatchedCount = newCount
      list[index].isNewlyFollowed = list[index].isNewlyFollowed || new.follow
      list[index].name = list[index].name ?? name
    } else {
      var show = ImportedShow(externalID: id, showID: showID, name: name, rowCount: rows, watchedCount: count)
      (show.isNewlyFollowed, show.newlyWatchedCount) = (new.follow, newCount)
      list.append(show)
    }
  }
}
