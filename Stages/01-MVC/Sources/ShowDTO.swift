/// A show exactly as TVMaze's JSON sends it (`/shows?page=N`, `/shows/ID`), for decoding and
/// nothing else: TVMaze may send `null` for every field but the id and the name.
struct ShowDTO: Decodable {
  struct RatingDTO: Decodable {
    let average: Double?
  }

  struct CountryDTO: Decodable {
    let name: String
  }

  struct ChannelDTO: Decodable {
    let name: String
    let country: CountryDTO?
  }

  struct ScheduleDTO: Decodable {
    /// `21:00`, or an empty string when the show has no fixed time.
    let time: String?
    /// English day names: `Sunday`.
    let days: [String]?
  }

  let id: Int
  let name: String
  let language: String?
  let genres: [String]?
  /// `Running`, `Ended`, `To Be Determined`, `In Development`.
  let status: String?
  let runtime: Int?
  let averageRuntime: Int?
  /// `YYYY-MM-DD`.
  let premiered: String?
  let ended: String?
  let schedule: ScheduleDTO?
  let rating: RatingDTO?
  let network: ChannelDTO?
  let webChannel: ChannelDTO?
  /// HTML.
  let summary: String?
}
