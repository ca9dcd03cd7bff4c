import TVGuideEntity
import TVGuideInteractor

/// A `ShowLookingUp` that answers from a table, counts the lookups it answers and can hold
/// the lookup of one id at a gate, to stop an import part way.
public actor ShowLookupStub: ShowLookingUp {
  /// The shows it knows, by id.
  public var shows: [ExternalShowID: ShowDTO]
  /// The ids looked up, in order.
  public private(set) var lookedUp: [ExternalShowID] = []
  private var gates: [ExternalShowID: Gate] = [:]
  private var failures: [ExternalShowID: ShowDataError] = [:]
  /// Which source it stands for.
  public nonisolated let lookupSource: ShowLookupSource

  /// A source that knows `shows`, standing for `source`.
  public init(shows: [ExternalShowID: ShowDTO], source: ShowLookupSource = .tvmaze) {
    self.shows = shows
    lookupSource = source
  }

  /// Fails the lookup of `id` with `error`, as a server fault or a lost connection would.
  public func fail(_ id: ExternalShowID, with error: ShowDataError) {
    failures[id] = error
  }

  /// Holds the lookup of `id` at `gate` until it opens.
  public func hold(_ id: ExternalShowID, at gate: Gate) {
    gates[id] = gate
  }

  public func show(withExternalID id: ExternalShowID) async throws -> ShowDTO? {
    if let gate = gates[id] {
      await gate.wait()
      try Task.checkCancellation()
    }
    lookedUp.append(id)
    if let failure = failures[id] { throw failure }
    return shows[id]
  }
}
