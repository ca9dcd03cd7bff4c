import TVGuidePresenter

extension FollowingViewModel {
  /// Two followed shows as the presenter lists them; every text from data is `text`, so a page
  /// of it can be compared with one of hostile text.
  public static func mock(text: String = "Plain") -> FollowingViewModel {
    FollowingViewModel(
      headline: "You follow 2 shows:",
      rows: [
        FollowingRow(
          showID: 82, name: "\(text) show", when: "8 Mar 2026",
          episode: "S02E05 \(text) episode",
          unwatched: "3 unwatched"),
        FollowingRow(showID: 139, name: "Girls", when: "ended", episode: "", unwatched: ""),
      ])
  }

  /// `next` of the same two shows: the first one's episode under its day, the ended one counted.
  public static func agendaMock(text: String = "Plain") -> FollowingViewModel {
    var viewModel = mock(text: text)
    viewModel.headline = "The next episodes of the 2 shows you follow:"
    viewModel.isAgenda = true
    viewModel.agenda = [
      AgendaDay(
        title: "Today · Sun 8 Mar 2026",
        entries: [
          AgendaEntry(
            showID: 82, time: "21:00", show: "\(text) show", code: "S02E05", title: "\(text) episode")
        ])
    ]
    viewModel.notListed = "Not listed: 1 ended."
    viewModel.undatedHeading = "No date yet, or ended"
    return viewModel
  }
}
