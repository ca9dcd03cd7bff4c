import TVGuideEntity

extension EpisodeDTO {
  /// A regular episode in TVMaze's 2025 shape.
  public static let mock = EpisodeDTO(
    id: 4952, name: "Winter is Coming", season: 1, number: 1, type: "regular",
    airdate: "2011-04-17", airtime: "21:00", runtime: 60, rating: RatingDTO(average: 8.1))

  /// An episode with the given place in the show, for grouping tests.
  public static func mock(
    id: Int, season: Int, number: Int?, airdate: String? = nil, type: String? = nil
  ) -> EpisodeDTO {
    EpisodeDTO(
      id: id, name: "Episode \(id)", season: season, number: number, type: type,
      airdate: airdate)
  }
}
