import Foundation

/// An app the acceptance suite holds to `Stages/SPEC.md`: a stage, a variant (MVVM, MVI) or
/// the finished app, run in line mode through a pipe.
struct AcceptanceApp: Sendable, CustomStringConvertible {
  /// The executable product, as `swift run` names it.
  let executable: String
  /// Where the binary is when it is not this package's product: a stage with a change applied,
  /// built by `scripts/cost-of-change` in a scratch package.
  var binary: URL?

  static let all: [AcceptanceApp] =
    (Stage.all + Stage.variants).map { AcceptanceApp(executable: $0.executable) } + [
      AcceptanceApp(executable: "tvguide")
    ]

  /// The stages and variants with the status filter patched in, from the folder named by
  /// `TVGUIDE_PATCHED_STAGES` (`scripts/cost-of-change --check` sets it); none without it.
  static let patched: [AcceptanceApp] = {
    guard let folder = ProcessInfo.processInfo.environment["TVGUIDE_PATCHED_STAGES"] else { return [] }
    return (Stage.all + Stage.variants).map {
      AcceptanceApp(
        executable: $0.executable, binary: URL(fileURLWithPath: folder).appendingPathComponent($0.executable))
    }
  }()

  /// Whether the app builds its data source through `FaultInjectingDataSource`: every stage
  /// and variant, not the finished app.
  var readsFaultPlans: Bool { executable != "tvguide" }

  var description: String { binary == nil ? executable : "patched \(executable)" }
}
