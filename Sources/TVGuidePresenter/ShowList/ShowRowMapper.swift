import TVGuideEntity

/// Makes list rows out of shows: every optional resolved, every string from data put through
/// the view's rule.
public struct ShowRowMapper: Sendable {
  static let unknown = "—"
  static let untitledShow = "Untitled show"

  private let sanitizer: any TextSanitizing
  private let ratingFormatter = RatingFormatter()
  private let initials = InitialsFormatter()
  private let statusFormatter: StatusFormatter

  /// Creates a mapper whose text from data goes through `sanitizer`, the view's rule; it keeps
  /// no state between calls.
  public init(sanitizer: any TextSanitizing) {
    self.sanitizer = sanitizer
    statusFormatter = StatusFormatter(sanitizer: sanitizer)
  }

  /// The row of a show from a source that can get any show's episodes: nothing to mark.
  public func row(for show: Show) -> ShowRow {
    row(for: show, showIDsWithEpisodesHeld: nil)
  }

  /// `showIDsWithEpisodesHeld` marks the rows whose episodes the source holds, when it holds
  /// only some shows'.
  public func row(for show: Show, showIDsWithEpisodesHeld: Set<Int>?) -> ShowRow {
    let name = displayName(of: show)
    return ShowRow(
      id: show.id,
      name: name,
      year: show.premiered.map { String($0.year) } ?? Self.unknown,
      rating: ratingFormatter.text(for: show.rating),
      status: statusFormatter.text(for: show.status),
      channel: channelName(of: show) ?? Self.unknown,
      hasEpisodesHeld: showIDsWithEpisodesHeld.map { $0.contains(show.id) },
      poster: show.image?.medium,
      initials: initials.initials(of: name)
    )
  }

  /// The name as printed; a show whose name has no printable text still gets a label.
  func displayName(of show: Show) -> String {
    let name = sanitizer.singleLine(show.name)
    return name.isEmpty ? Self.untitledShow : name
  }

  func channelName(of show: Show) -> String? {
    guard let channel = show.channel else { return nil }
    let name = sanitizer.singleLine(channel.name)
    return name.isEmpty ? nil : name
  }

  func genres(of show: Show) -> [String] {
    show.genres.map(sanitizer.singleLine(_:)).filter { !$0.isEmpty }
  }

  /// The show as `--json` writes it; made only when asked for, never for a screen.
  public func document(for show: Show) -> ShowSummaryDocument {
    ShowSummaryDocument(
      id: show.id,
      name: sanitizer.printable(show.name),
      status: sanitizer.printable(show.status?.rawText),
      premiered: show.premiered?.description,
      rating: ratingFormatter.value(for: show.rating),
      genres: genres(of: show),
      network: channelName(of: show)
    )
  }
}
