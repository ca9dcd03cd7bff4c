import TVGuideEntity

extension Show {
  public static let mock = Show(dto: .mock)
  public static let mockBare = Show(dto: .mockBare)
  public static let mockWebOnly = Show(dto: .mockWebOnly)
}

extension Episode {
  public static let mock = Episode(dto: .mock)

  /// An episode with the given place in the show, for grouping tests.
  public static func mock(
    id: Int, season: Int, number: Int?, airdate: String? = nil, kind: EpisodeKind? = nil
  ) -> Episode {
    Episode(
      id: id, name: "Episode \(id)", season: season, number: number, kind: kind,
      airdate: CalendarDate(iso: airdate))
  }
}
