import Foundation

/// The followed shows' episodes that air from `from` for `days` days, soonest first.
public struct ComingEpisodes: Hashable, Sendable {
  /// The window's start: the moment the calendar was asked for.
  public var from: Date
  /// The window's length in days.
  public var days: Int
  /// How many shows are followed.
  public var followedShowCount: Int
  /// The episodes, soonest first.
  public var episodes: [ComingEpisode]
  /// The followed shows that could not be read as asked.
  public var problems: FollowedShowProblems
  /// Why the window starts at ``from``: now, a day asked for, or a day inside a snapshot.
  public var asOf: AsOf

  /// Creates the result.
  public init(
    from: Date, days: Int, followedShowCount: Int, episodes: [ComingEpisode],
    problems: FollowedShowProblems = FollowedShowProblems(), asOf: AsOf? = nil
  ) {
    self.asOf = asOf ?? AsOf(date: from, reason: .now)
    self.from = from
    self.days = days
    self.followedShowCount = followedShowCount
    self.episodes = episodes
    self.problems = problems
  }
}
