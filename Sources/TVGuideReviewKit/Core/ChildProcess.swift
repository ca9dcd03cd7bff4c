import Foundation

/// A program run to its end with both of its output pipes read at once: one that writes much
/// to standard error while standard output is read to its end would otherwise block on a full
/// pipe, and the review with it (issue 34, git warning a line per file it converts).
struct ChildProcess {
  /// What the program printed on each pipe, and its exit status.
  struct Outcome {
    let output: Data
    let errors: Data
    let status: Int32
  }

  /// The program and its arguments, found on `PATH` by `/usr/bin/env`.
  let arguments: [String]
  /// The folder it runs in; the review's own when nil.
  var folder: URL?
  /// Its environment; the review's own when nil.
  var environment: [String: String]?
  /// Written to its standard input on a thread of its own while its output is read (a program
  /// such as `git cat-file --batch` answers as it reads); no standard input when nil.
  var input: Data?

  /// Runs the program and waits for it.
  /// - Throws: Foundation's error when the program cannot be started.
  func run() throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    if let environment { process.environment = environment }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let inputPipe = input.map { _ in Pipe() }
    process.standardInput = inputPipe ?? FileHandle.nullDevice
    try process.run()
    if let input, let handle = inputPipe?.fileHandleForWriting {
      Thread.detachNewThread {
        try? handle.write(contentsOf: input)
        try? handle.close()
      }
    }
    let errorText = PipeDrain(errors.fileHandleForReading)
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    let message = errorText.wait()
    process.waitUntilExit()
    return Outcome(output: printed, errors: message, status: process.terminationStatus)
  }
}
