/// Which of TVMaze's two schedules: what TV channels air, or what streaming services release.
public enum ScheduleKind: String, Sendable, Hashable, Codable {
  /// `GET /schedule`: one country's TV channels (TVMaze takes the US when none is named).
  case tv
  /// `GET /schedule/web`: streaming services, of every country unless one is named.
  case web

  /// The country a request of this kind without one stands for: TVMaze's own choice.
  public var defaultCountry: String? {
    self == .tv ? "US" : nil
  }
}
