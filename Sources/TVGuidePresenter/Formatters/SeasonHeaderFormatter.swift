import TVGuideEntity

/// Titles a season section: `Season 1 · 10 episodes`, `Season 6 · 10 episodes · 3 specials`,
/// and for a season of specials only, `Season 0 · 2 specials`.
package struct SeasonHeaderFormatter: Sendable {
  package init() {}

  package func title(for season: Season) -> String {
    var parts = ["Season \(season.number)"]
    if season.numberedEpisodeCount > 0 || season.specialCount == 0 {
      parts.append(Self.count(season.numberedEpisodeCount, "episode"))
    }
    if season.specialCount > 0 {
      parts.append(Self.count(season.specialCount, "special"))
    }
    return parts.joined(separator: " · ")
  }

  static func count(_ value: Int, _ noun: String) -> String {
    "\(value) \(noun)\(value == 1 ? "" : "s")"
  }
}
