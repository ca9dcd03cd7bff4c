import TVGuideInteractor

/// An in-memory `ImportLookupJournaling`: what a journal file would hold, without the file.
public actor ImportJournalSpy: ImportLookupJournaling {
  /// Every lookup written down, in order.
  public private(set) var entries: [(ExternalShowID, Int?)] = []

  public init() {}

  public func recordedLookups() -> [ExternalShowID: Int?] {
    Dictionary(entries.map { ($0.0, $0.1) }, uniquingKeysWith: { _, last in last })
  }

  public func record(_ id: ExternalShowID, resolvedTo showID: Int?) {
    entries.append((id, showID))
  }
}
