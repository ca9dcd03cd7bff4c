import Foundation
import TVGuidePresenter

extension ShowDetailViewModel {
  /// A show with two seasons (the second with a special) as the presenter shows it; every text
  /// is `text` where data would put it, so a page of it can be compared with one of hostile text.
  public static func mock(
    text: String = "Plain", poster: URL? = URL(string: "https://static.tvmaze.com/uploads/images/1.jpg"),
    sourcePage: URL? = URL(string: "https://www.tvmaze.com/shows/82/game-of-thrones"),
    isFollowed: Bool = false,
    watchedFirst: Bool = false
  ) -> ShowDetailViewModel {
    ShowDetailViewModel(
      title: "\(text) show", subtitle: "Drama · \(text)",
      fields: [
        DetailField(label: "Network", value: "HBO \(text)"), DetailField(label: "Status", value: "Ended"),
      ],
      summary: "A summary of \(text).\nIts second line.",
      sections: [
        SeasonSection(
          number: 1, title: "Season 1 · 2 episodes",
          rows: [
            EpisodeRow(
              id: 11, code: "S01E01", title: "\(text) pilot", airdate: "2011-04-17", runtime: "62 min",
              isWatched: watchedFirst, season: 1, number: 1),
            EpisodeRow(
              id: 12, code: "S01E02", title: "Second", airdate: "2011-04-24", runtime: "56 min", season: 1,
              number: 2),
          ]),
        SeasonSection(
          number: 2, title: "Season 2 · 1 episode",
          rows: [
            EpisodeRow(
              id: 21, code: "S02 special", title: "\(text) special", airdate: "", runtime: "",
              isSpecial: true,
              season: 2)
          ]),
      ],
      noEpisodesMessage: "No episodes listed.", notice: "Saved copy: \(text)",
      warning: "Could not save: \(text)",
      poster: poster, initials: "PS", sourcePage: sourcePage, isFollowed: isFollowed)
  }
}
