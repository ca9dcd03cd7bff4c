/// What `tvguide import` prints: what was done in one sentence, then each show followed and
/// each row left out with its reason.
public struct ImportViewModel: Equatable, Sendable {
  /// One sentence: the layout read, the shows followed, the episodes marked, the rows left.
  public var headline: String
  /// One line per show followed.
  public var shows: [String]
  /// One line per row not applied: its line number and why.
  public var problems: [String]
  /// How many lookups were made and how many came from an earlier run.
  public var lookups: String
  /// The shows not applied yet when the import stopped part way; `nil` when it did not.
  public var notApplied: String?
  /// Why the import stopped part way and how to finish it, one sentence; `nil` when it did not.
  public var stopped: String?
  /// The same result for `--json`; set only when the presenter is asked to build it.
  package var document: ImportDocument?

  /// Creates a view model.
  public init(headline: String, shows: [String], problems: [String], lookups: String) {
    self.headline = headline
    self.shows = shows
    self.problems = problems
    self.lookups = lookups
  }
}
