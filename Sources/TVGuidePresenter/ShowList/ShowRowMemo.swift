import TVGuideEntity

/// The rows last made for a list of shows. The show list is displayed again after every
/// change (a letter typed, a page loaded, a filter picked), mostly with the same shows, and
/// making every row again each time was a good part of a line-mode command: the same list
/// gets its rows back, a list that grew by a page gets rows made for that page only, and a
/// list that changed (a filter picked, then dropped) finds the rows of the shows it had.
struct ShowRowMemo {
  /// Past this many shows the rows made by id start over, so their memory stays bounded.
  static let capacity = 4096

  private var shows: [Show] = []
  private var showIDsWithEpisodesHeld: Set<Int>?
  private var rows: [ShowRow] = []
  /// Rows made before, by show id, with the show each was made for and whether its episodes
  /// were held (a search's list of held shows is only its own matches, so that list changes
  /// from one search to the next while a show's own mark does not).
  private var rowsByID: [Int: (show: Show, isHeld: Bool?, row: ShowRow)] = [:]

  mutating func rows(
    for shows: [Show], showIDsWithEpisodesHeld held: Set<Int>?, mapper: ShowRowMapper
  ) -> [ShowRow] {
    if held != showIDsWithEpisodesHeld || !(shows == self.shows || shows.starts(with: self.shows)) {
      self.shows = []
      rows = []
    }
    if shows.count > rows.count {
      rows += shows[rows.count...].map { row(for: $0, showIDsWithEpisodesHeld: held, mapper: mapper) }
    }
    self.shows = shows
    showIDsWithEpisodesHeld = held
    return rows
  }

  private mutating func row(
    for show: Show, showIDsWithEpisodesHeld held: Set<Int>?, mapper: ShowRowMapper
  ) -> ShowRow {
    let isHeld = held.map { $0.contains(show.id) }
    if let made = rowsByID[show.id], made.isHeld == isHeld, made.show == show { return made.row }
    let row = mapper.row(for: show, showIDsWithEpisodesHeld: held)
    if rowsByID.count >= Self.capacity { rowsByID.removeAll(keepingCapacity: true) }
    rowsByID[show.id] = (show, isHeld, row)
    return row
  }
}
