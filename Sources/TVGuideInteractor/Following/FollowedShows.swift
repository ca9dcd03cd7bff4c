/// The followed shows as `following`, `next` and their screen and pages list them: each show
/// that could be read with what comes next, and what could not be read.
public struct FollowedShows: Sendable, Equatable {
  /// The shows, in the order they were followed.
  public var shows: [FollowedShow]
  /// What could not be given as asked.
  public var problems: FollowedShowProblems

  /// Creates the list.
  public init(shows: [FollowedShow], problems: FollowedShowProblems = FollowedShowProblems()) {
    self.shows = shows
    self.problems = problems
  }
}
