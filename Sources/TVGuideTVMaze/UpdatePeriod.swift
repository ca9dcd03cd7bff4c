/// How far back `GET /updates/shows?since=…` looks for changed shows.
public enum UpdatePeriod: String, Sendable, Hashable, CaseIterable {
  /// The last 24 hours.
  case day
  /// The last 7 days.
  case week
  /// The last 30 days.
  case month
}
