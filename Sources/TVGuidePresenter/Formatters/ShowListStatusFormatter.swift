/// The words of the line under the search bar; the presenter decides which state it is in.
/// Queries come in already made safe to print.
public struct ShowListStatusFormatter: Sendable {
  public init() {}

  /// The mark of a show whose episodes can be read offline, in lists that mark them.
  public static let episodesHeldMark = "●"

  /// The idle line; it explains the mark when the list marks shows.
  public func browsing(marksEpisodesHeld: Bool = false) -> String {
    marksEpisodesHeld
      ? "Start typing to search · \(Self.episodesHeldMark) episodes offline" : "Start typing to search"
  }

  public func loadingShows() -> String { "Loading shows…" }

  /// A page of the index that holds no show (TVMaze's index has gaps).
  public func noShowsListed() -> String { "This page of the index has no shows." }

  public func searching(for query: String) -> String { "Searching for \"\(query)\"…" }

  /// `No shows match "xyz"`, `1 show matches "xyz"`, `10 shows match "xyz"`.
  public func matches(_ count: Int, for query: String) -> String {
    switch count {
    case 0: "No shows match \"\(query)\""
    case 1: "1 show matches \"\(query)\""
    default: "\(count) shows match \"\(query)\""
    }
  }
}
