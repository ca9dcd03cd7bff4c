import Foundation

/// An app the acceptance suite holds to `Stages/SPEC.md`: a stage, a variant (MVVM, MVI) or
/// the finished app, run in line mode through a pipe.
struct AcceptanceApp: Sendable, CustomStringConvertible {
  /// The executable product, as `swift run` names it.
  let executable: String
  /// Where the binary is when it is not this package's product: a stage with a change applied,
  /// built by `scripts/cost-of-change` in a scratch package.
  var binary: URL?
  /// The change applied to it (`status-filter`, `cast`), when it is a patched stage.
  var change: String?

  static let all: [AcceptanceApp] =
    (Stage.all + Stage.variants).map { AcceptanceApp(executable: $0.executable) } + [
      AcceptanceApp(executable: "tvguide")
    ]

  /// The stages and variants with `change` (a folder of `Stages/changes/`) patched in, from the
  /// folder named by `TVGUIDE_PATCHED_STAGES` (`scripts/cost-of-change --check` sets it), where
  /// each is built as `<executable>-<change>`; none without it.
  static func patched(with change: String) -> [AcceptanceApp] {
    guard let folder = ProcessInfo.processInfo.environment["TVGUIDE_PATCHED_STAGES"] else { return [] }
    return (Stage.all + Stage.variants).map {
      let binary = URL(fileURLWithPath: folder).appendingPathComponent("\($0.executable)-\(change)")
      return AcceptanceApp(executable: $0.executable, binary: binary, change: change)
    }
  }

  /// Whether the app prints stage 1's screens for the same input: stages 2 to 4 and both
  /// variants (stages 5 and 6 add the seasons to a show, and 6 the search bar to the list).
  var printsAsStage1: Bool {
    Stage.listAndDetail.dropFirst().contains { $0.executable == executable }
      || Stage.variants.contains { $0.executable == executable }
  }

  /// Whether the app builds its data source through `FaultInjectingDataSource`: every stage
  /// and variant, not the finished app.
  var readsFaultPlans: Bool { executable != "tvguide" }

  var description: String { change.map { "\(executable) + \($0)" } ?? executable }
}
