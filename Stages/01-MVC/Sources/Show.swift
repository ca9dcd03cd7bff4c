/// A show as the guide works with it. Every fact TVMaze may leave out is optional here too,
/// and none is given a default: how a missing value reads is decided where it is shown.
struct Show {
  /// A day of the calendar, as TVMaze's `YYYY-MM-DD` gives it.
  struct Day {
    let year: Int
    let month: Int
    let day: Int
  }

  /// A time of day in the channel's own zone.
  struct Time {
    let hour: Int
    let minute: Int
  }

  /// The network or streaming service that airs the show.
  struct Channel {
    let name: String
    let country: String?
  }

  let id: Int
  let name: String
  let language: String?
  let genres: [String]
  /// TVMaze's word for it (`Running`, `To Be Determined`); `nil` when TVMaze sends none.
  let status: String?
  let runtime: Int?
  let averageRuntime: Int?
  let premiered: Day?
  let ended: Day?
  /// English day names, as TVMaze sends them.
  let scheduleDays: [String]
  let scheduleTime: Time?
  let rating: Double?
  let network: Channel?
  let webChannel: Channel?
  let summaryHTML: String?

  /// Where the show airs: its network, or its streaming service when it has no network.
  var channel: Channel? { network ?? webChannel }
}
