import TVGuideEntity

/// The shows an import followed, one entry per TVMaze show even when the export names it by
/// two ids (TheTVDB's in one row, IMDb's in another).
struct ImportedShows {
  private(set) var list: [ImportedShow] = []
  private var watched: [Int: Set<EpisodeKey>] = [:]

  /// Counts `rows` rows and the episodes of `watchedKeys` for the show `showID`, found by `id`.
  mutating func add(
    _ id: ExternalShowID, showID: Int, name: String?, rows: Int, watched watchedKeys: [EpisodeKey]
  ) {
    watched[showID, default: []].formUnion(watchedKeys)
    let count = watched[showID]?.count ?? 0
    if let index = list.firstIndex(where: { $0.showID == showID }) {
      list[index].rowCount += rows
      list[index].watchedCount = count
      list[index].name = list[index].name ?? name
    } else {
      list.append(
        ImportedShow(externalID: id, showID: showID, name: name, rowCount: rows, watchedCount: count))
    }
  }
}
