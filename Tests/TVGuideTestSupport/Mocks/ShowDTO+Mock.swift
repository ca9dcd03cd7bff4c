import TVGuideEntity

extension ShowDTO {
  /// A complete show in TVMaze's 2025 shape (Game of Thrones, trimmed).
  public static let mock = ShowDTO(
    id: 82, url: "https://www.tvmaze.com/shows/82/game-of-thrones", name: "Game of Thrones",
    type: "Scripted", language: "English", genres: ["Drama", "Adventure", "Fantasy"],
    status: "Ended", runtime: 60, averageRuntime: 61, premiered: "2011-04-17",
    ended: "2019-05-19", officialSite: "http://www.hbo.com/game-of-thrones",
    schedule: ScheduleDTO(time: "21:00", days: ["Sunday"]), rating: RatingDTO(average: 8.9),
    weight: 99,
    network: ChannelDTO(
      id: 8, name: "HBO",
      country: CountryDTO(name: "United States", code: "US", timezone: "America/New_York"),
      officialSite: "https://www.hbo.com/"),
    webChannel: nil, dvdCountry: nil,
    externals: ExternalsDTO(tvrage: 24493, thetvdb: 121361, imdb: "tt0944947"),
    image: ImageDTO(medium: "https://static.tvmaze.com/m.jpg", original: "https://static.tvmaze.com/o.jpg"),
    summary: "<p><b>Game of Thrones</b> is based on the bestselling book series.</p>",
    updated: 1_746_481_277)

  /// A show where TVMaze sent `null` for everything it may: only id and name are known.
  public static let mockBare = ShowDTO(id: 9_999, name: "Bare Show")

  /// A show on a web channel only, with no country (Squid Game's shape).
  public static let mockWebOnly = ShowDTO(
    id: 43_687, name: "Squid Game", genres: ["Drama", "Thriller"], status: "Ended", runtime: nil,
    averageRuntime: 56, premiered: "2021-09-17",
    schedule: ScheduleDTO(time: "", days: ["Friday"]), rating: RatingDTO(average: nil),
    webChannel: ChannelDTO(id: 1, name: "Netflix", country: nil))

  /// A copy with a different id and name, for lists.
  public func with(id: Int, name: String, weight: Int? = nil) -> ShowDTO {
    var copy = self
    copy.id = id
    copy.name = name
    copy.weight = weight ?? self.weight
    return copy
  }
}
