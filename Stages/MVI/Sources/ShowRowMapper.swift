import TVGuideEntity

/// Turns a show into the text of its row: every optional resolved, every string safe to
/// print in a terminal.
struct ShowRowMapper {
  static let unknown = "—"

  private let sanitizer = TerminalTextSanitizer(mode: .singleLine)
  private let ratings = RatingFormatter()
  private let statuses = StatusFormatter()

  func row(for show: Show) -> ShowRow {
    ShowRow(
      id: show.id,
      name: displayName(of: show),
      year: show.premiered.map { String($0.year) } ?? Self.unknown,
      rating: ratings.text(for: show.rating),
      status: statuses.text(for: show.status),
      channel: channelName(of: show) ?? Self.unknown
    )
  }

  /// The name as printed; a name with no printable text still gets a label.
  func displayName(of show: Show) -> String {
    let name = sanitizer.sanitize(show.name)
    return name.isEmpty ? "Untitled show" : name
  }

  /// The network, else the web channel; `nil` when neither has a printable name.
  func channelName(of show: Show) -> String? {
    let name = sanitizer.sanitize(show.channel?.name ?? "")
    return name.isEmpty ? nil : name
  }
}
