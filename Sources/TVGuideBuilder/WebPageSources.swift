import TVGuideInteractor

/// Where the web view's pages read and write: the shows, the schedules, and the user's follows
/// and watched marks (the store the terminal's commands use, so both see the same follows).
public struct WebPageSources: Sendable {
  /// The shows and their episodes.
  public var shows: any ShowDataSource
  /// A day's schedule.
  public var schedules: any ScheduleSource
  /// The user's follows and watched marks.
  public var follows: any FollowStoring
  /// The shows' posters, kept beside the offline store; `nil` shows every show's card without one.
  public var posters: (any PosterSource)?
  /// The host the live source reads from, which a page names when it cannot be reached (the
  /// error says only how it failed); `nil` for a source that reaches no host, or to name TVMaze.
  public var liveHost: String?

  /// Creates the sources; without `posters`, no poster is shown.
  public init(
    shows: any ShowDataSource, schedules: any ScheduleSource, follows: any FollowStoring,
    posters: (any PosterSource)? = nil, liveHost: String? = nil
  ) {
    self.shows = shows
    self.schedules = schedules
    self.follows = follows
    self.posters = posters
    self.liveHost = liveHost
  }
}
