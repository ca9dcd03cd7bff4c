import Foundation

/// The followed shows as `following`, `next` and their screen and pages list them: each show
/// that could be read with what comes next, and what could not be read.
public struct FollowedShows: Sendable, Equatable {
  /// The shows, in the order they were followed.
  public var shows: [FollowedShow]
  /// What could not be given as asked.
  public var problems: FollowedShowProblems
  /// The moment what comes next is measured from.
  public var asOf: AsOf

  /// Creates the list.
  public init(
    shows: [FollowedShow], problems: FollowedShowProblems = FollowedShowProblems(),
    asOf: AsOf = AsOf(date: .distantPast, reason: .now)
  ) {
    self.shows = shows
    self.problems = problems
    self.asOf = asOf
  }
}
