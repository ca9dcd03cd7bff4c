/// An app the acceptance suite holds to `Stages/SPEC.md`: a stage or the finished app, run in
/// line mode through a pipe. A later variant of a stage (an MVVM or MVI take on it) is one
/// more line in `all`.
struct AcceptanceApp: Sendable, CustomStringConvertible {
  /// The executable product, as `swift run` names it.
  let executable: String

  static let all: [AcceptanceApp] =
    Stage.all.map { AcceptanceApp(executable: $0.executable) } + [
      AcceptanceApp(executable: "tvguide")
    ]

  var description: String { executable }
}
