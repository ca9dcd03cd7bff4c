/// One requirement of `Stages/SPEC.md`: its stable ID, the stage that introduces it, and the
/// check that holds an app to it.
struct Requirement: Sendable, CustomStringConvertible {
  let id: String
  /// The first stage that must meet it (`Stages/SPEC.md` says the same).
  let introducedIn: Int
  let check: @Sendable (AcceptanceDriver) async throws -> Void

  var description: String { id }

  /// Whether the check plans faults for the stages' data source (`TVGUIDE_FAULTS`), which
  /// only the stages and variants read: the finished app meets its faults from a live source.
  var injectsFaults: Bool { id.hasPrefix("NET-") }
}
