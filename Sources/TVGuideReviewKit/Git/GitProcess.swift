import Foundation

/// Runs git in a folder and returns what it printed. Both pipes are read at once: git writes
/// warnings to standard error as it goes (a line per file whose line endings it converts), and
/// reading standard output to its end first left git blocked on a full standard-error pipe and
/// the review waiting for it forever (issue 34).
enum GitProcess {
  /// Variables that change what `git diff` prints whatever its options say: `GIT_DIFF_OPTS`
  /// overrides `--unified`, `GIT_EXTERNAL_DIFF` names a program to run instead of diff.
  private static let ignoredEnvironment = ["GIT_DIFF_OPTS", "GIT_EXTERNAL_DIFF", "GIT_PAGER", "PAGER"]

  /// `input`, when given, is written to git's standard input on a thread of its own while its
  /// output is read (`cat-file --batch` answers as it reads).
  static func run(_ arguments: [String], in folder: String, input: Data? = nil) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder] + arguments
    var environment = ProcessInfo.processInfo.environment
    for name in ignoredEnvironment { environment[name] = nil }
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let inputPipe = input.map { _ in Pipe() }
    process.standardInput = inputPipe ?? FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw ReviewError.gitFailed("git could not be started (\(error.localizedDescription))")
    }
    if let input, let handle = inputPipe?.fileHandleForWriting {
      Thread.detachNewThread {
        try? handle.write(contentsOf: input)
        try? handle.close()
      }
    }
    let errorText = PipeDrain(errors.fileHandleForReading)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errorText.wait()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text = String(decoding: message.prefix(4096), as: UTF8.self)
      let firstLine = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
      throw ReviewError.gitFailed(
        firstLine.isEmpty ? "git exited with status \(process.terminationStatus)" : firstLine)
    }
    return data
  }
}
