/// What an import did: the layout it read, the source it asked, the shows it followed, the
/// rows it left and why, how many lookups it made or took from an earlier run, and, when it
/// stopped part way, why and what it left undone.
public struct ImportResult: Hashable, Sendable {
  /// The layout the header named.
  public var layout: ImportLayout
  /// How many rows the file has after its header.
  public var rowCount: Int
  /// The shows followed, in the order the file first names them.
  public var shows: [ImportedShow]
  /// The rows not applied, by line.
  public var problems: [ImportProblem]
  /// Lookups sent to the source in this run.
  public var lookupsMade: Int
  /// Lookups taken from the journal of an earlier run of the same file.
  public var lookupsRemembered: Int
  /// The source the lookups asked.
  public var source: ShowLookupSource
  /// Why the import stopped before its end; `nil` when it went through the whole file.
  public var interruption: ImportInterruption?

  /// Whether the import changed nothing: every show it found was followed and every episode
  /// marked already, as when the same file is imported again.
  public var isNothingNew: Bool {
    shows.allSatisfy { !$0.isNewlyFollowed && $0.newlyWatchedCount == 0 }
  }

  /// Creates the result.
  public init(
    layout: ImportLayout, rowCount: Int, shows: [ImportedShow], problems: [ImportProblem], lookupsMade: Int,
    lookupsRemembered: Int, source: ShowLookupSource, interruption: ImportInterruption? = nil
  ) {
    self.layout = layout
    self.rowCount = rowCount
    self.shows = shows
    self.problems = problems
    self.lookupsMade = lookupsMade
    self.lookupsRemembered = lookupsRemembered
    self.source = source
    self.interruption = interruption
  }
}
