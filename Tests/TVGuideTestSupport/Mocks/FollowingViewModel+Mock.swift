import TVGuidePresenter

extension FollowingViewModel {
  /// Two followed shows as the presenter lists them; every text from data is `text`, so a page
  /// of it can be compared with one of hostile text.
  public static func mock(text: String = "Plain") -> FollowingViewModel {
    FollowingViewModel(
      headline: "You follow 2 shows:",
      rows: [
        FollowingRow(
          showID: 82, name: "\(text) show", when: "Sun 8 Mar 2026 21:00 EDT",
          episode: "S02E05 \(text) episode",
          unwatched: "3 unwatched"),
        FollowingRow(showID: 139, name: "Girls", when: "ended", episode: "", unwatched: ""),
      ])
  }
}
