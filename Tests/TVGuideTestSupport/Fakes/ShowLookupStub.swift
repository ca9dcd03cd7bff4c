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

  /// A source that knows `shows`.
  public init(shows: [ExternalShowID: ShowDTO]) {
    self.shows = shows
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
    return shows[id]
  }
}
