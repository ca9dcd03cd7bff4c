import TVGuideInteractor

/// An in-memory `ImportLookupJournaling`: what a journal file would hold, without the file,
/// with the same rule for which lookups hold for a source.
public actor ImportJournalSpy: ImportLookupJournaling {
  /// Every lookup written down, in order, with the source asked.
  public private(set) var entries: [(ExternalShowID, Int?, ShowLookupSource)] = []

  public init() {}

  public func recordedLookups(for source: ShowLookupSource) -> [ExternalShowID: Int?] {
    var lookups: [ExternalShowID: Int?] = [:]
    for (id, showID, asked) in entries {
      if let showID {
        lookups[id] = showID
      } else if asked == source, lookups[id] == nil {
        lookups[id] = .some(nil)
      }
    }
    return lookups
  }

  /// The names written down, by TVMaze id.
  public private(set) var names: [Int: String] = [:]

  public func record(
    _ id: ExternalShowID, resolvedTo showID: Int?, named name: String?, by source: ShowLookupSource
  ) {
    entries.append((id, showID, source))
    if let showID, let name { names[showID] = name }
  }

  public func recordedNames() -> [Int: String] {
    names
  }
}
