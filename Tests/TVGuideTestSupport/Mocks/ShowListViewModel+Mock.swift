import Foundation
import TVGuidePresenter

extension ShowListViewModel {
  /// Two shows as the presenter lists them, the first with a poster and its episodes held
  /// offline; every text is `text` where data would put it, so a page of it can be compared
  /// with a page of hostile text.
  public static func mock(text: String = "Plain") -> ShowListViewModel {
    ShowListViewModel(
      rows: [
        ShowRow(
          id: 1, name: "\(text) one", year: "2011", rating: "8.1", status: "Running", channel: "HBO \(text)",
          hasEpisodesHeld: true,
          poster: URL(string: "https://static.tvmaze.com/uploads/images/medium_portrait/1/1.jpg"),
          initials: "PO"),
        ShowRow(
          id: 2, name: "\(text) two", year: "", rating: "", status: "Ended", channel: "",
          hasEpisodesHeld: false,
          initials: "PT"),
      ],
      status: ShowListStatus(kind: .results, message: "2 shows match \(text)"),
      notice: "Saved copy: \(text)", warning: "Could not save: \(text)")
  }

  /// The list failed with `message`, as the presenter says it, and a hint; a failure worth
  /// another try (a network fault) unless `isRetryable` says otherwise.
  public static func failed(message: String = "TVMaze did not answer.", isRetryable: Bool = true)
    -> ShowListViewModel
  {
    ShowListViewModel(
      rows: [],
      status: ShowListStatus(
        kind: .failed, message: message, hint: "Check your connection.", isRetryable: isRetryable))
  }
}
