import Foundation

/// Runs git in a folder and returns what it printed (`ChildProcess` reads both of its pipes at
/// once: git writes a warning to standard error per file whose line endings it converts).
enum GitProcess {
  /// Variables that change what `git diff` prints whatever its options say: `GIT_DIFF_OPTS`
  /// overrides `--unified`, `GIT_EXTERNAL_DIFF` names a program to run instead of diff.
  private static let ignoredEnvironment = ["GIT_DIFF_OPTS", "GIT_EXTERNAL_DIFF", "GIT_PAGER", "PAGER"]

  /// `input`, when given, is written to git's standard input as its output is read.
  static func run(_ arguments: [String], in folder: String, input: Data? = nil) throws -> Data {
    var environment = ProcessInfo.processInfo.environment
    for name in ignoredEnvironment { environment[name] = nil }
    let git = ChildProcess(
      arguments: ["git", "-C", folder] + arguments, environment: environment, input: input)
    let outcome: ChildProcess.Outcome
    do {
      outcome = try git.run()
    } catch {
      throw ReviewError.gitFailed("git could not be started (\(error.localizedDescription))")
    }
    guard outcome.status == 0 else {
      let text = String(decoding: outcome.errors.prefix(4096), as: UTF8.self)
      let firstLine = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
      throw ReviewError.gitFailed(
        firstLine.isEmpty ? "git exited with status \(outcome.status)" : firstLine)
    }
    return outcome.output
  }
}
