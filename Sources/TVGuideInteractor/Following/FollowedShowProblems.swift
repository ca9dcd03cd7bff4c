/// What a list of the followed shows could not give as asked: whether the list of changed
/// shows could be read, the shows given from their saved copies instead, and the shows left
/// out, each with why. A list says them in a line rather than failing whole: one bad or
/// vanished show must not hide the others.
public struct FollowedShowProblems: Sendable, Hashable {
  /// Why TVMaze's list of changed shows could not be read; `nil` when it was, or not asked.
  public var refreshFailure: ShowDataError?
  /// The shows the source failed for, given from the copy saved before.
  public var fromSavedCopies: [FollowedShowProblem]
  /// The shows neither the source nor a saved copy could give: left out of the list.
  public var leftOut: [FollowedShowProblem]

  /// The problems of one list; none by default.
  public init(
    refreshFailure: ShowDataError? = nil, fromSavedCopies: [FollowedShowProblem] = [],
    leftOut: [FollowedShowProblem] = []
  ) {
    self.refreshFailure = refreshFailure
    self.fromSavedCopies = fromSavedCopies
    self.leftOut = leftOut
  }

  /// Whether the list is whole and current.
  public var isEmpty: Bool { refreshFailure == nil && fromSavedCopies.isEmpty && leftOut.isEmpty }
}
