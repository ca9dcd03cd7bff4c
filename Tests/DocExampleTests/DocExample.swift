/// A code block of a documentation file whose lines start with `$ `: commands, each with the
/// output shown under it, run in order in one scratch home.
struct DocExample: Sendable, Equatable {
  /// The file, relative to the package root.
  var file: String
  /// The line of the block's first command.
  var line: Int
  var steps: [DocExampleStep]
  /// What the comment before the block asks of the run, if there is one.
  var directive: DocExampleDirective?

  /// Whether a command asks the live source, that is the stand-in TVMaze server.
  var asksTheStandInServer: Bool {
    directive == .unacceptingServer || steps.contains { $0.command.contains("--source tvmaze") }
      || { if case .serverFaults = directive { true } else { false } }()
  }

  /// `file:line`, as a failure names the example.
  var location: String { "\(file):\(line)" }

  /// Why the example is not run, when the text marks it so or it needs a build this run lacks.
  var reasonNotCompared: String? {
    switch directive {
    case .notCompared(let reason): reason
    case .examplesPackage where DocExampleTools.examplesBuild == nil:
      "it runs the Examples package, which only .ci/run builds (TVGUIDE_EXAMPLES_BUILD is not set)"
    case .unacceptingServer where !DocExampleRunner.canRefuseToAccept:
      "a server that never accepts is made only on Linux"
    default: nil
    }
  }
}
