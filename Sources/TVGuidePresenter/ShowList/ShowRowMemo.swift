import TVGuideEntity

/// The rows last made for a list of shows. The show list is displayed again after every
/// change (a letter typed, a page loaded, a filter picked), mostly with the same shows, and
/// making every row again each time was a good part of a line-mode command: the same list
/// gets its rows back, and a list that grew by a page gets rows made for that page only.
struct ShowRowMemo {
  private var shows: [Show] = []
  private var showIDsWithEpisodesHeld: Set<Int>?
  private var rows: [ShowRow] = []

  mutating func rows(
    for shows: [Show], showIDsWithEpisodesHeld held: Set<Int>?, mapper: ShowRowMapper
  ) -> [ShowRow] {
    if held != showIDsWithEpisodesHeld || !(shows == self.shows || shows.starts(with: self.shows)) {
      self.shows = []
      rows = []
    }
    if shows.count > rows.count {
      rows += shows[rows.count...].map { mapper.row(for: $0, showIDsWithEpisodesHeld: held) }
    }
    self.shows = shows
    showIDsWithEpisodesHeld = held
    return rows
  }
}
