/// An app the acceptance suite holds to `Stages/SPEC.md`: a stage, a variant (MVVM, MVI) or
/// the finished app, run in line mode through a pipe.
struct AcceptanceApp: Sendable, CustomStringConvertible {
  /// The executable product, as `swift run` names it.
  let executable: String

  static let all: [AcceptanceApp] =
    (Stage.all + Stage.variants).map { AcceptanceApp(executable: $0.executable) } + [
      AcceptanceApp(executable: "tvguide")
    ]

  var description: String { executable }
}
