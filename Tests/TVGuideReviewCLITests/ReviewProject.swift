import Foundation
import TVGuideTestSupport

/// A throwaway project reviewed by the built `tvguide-review` the way CI runs it on a pull
/// request: files, names and links written as the pull request chose them, git when asked, and
/// each run from a folder of the test's choosing under `timeout`, so a hang fails its test
/// instead of the suite.
final class ReviewProject: Sendable {
  let root: URL
  /// The git configuration `git` and the tool read, in place of the user's.
  let gitConfiguration: URL

  init(_ files: [String: String] = [:]) throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
    root = base.appendingPathComponent("project")
    gitConfiguration = base.appendingPathComponent("gitconfig")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data("[user]\n\tname = Test\n\temail = test@example.com\n".utf8).write(to: gitConfiguration)
    for (path, text) in files { try write(path, text) }
  }

  deinit {
    try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
  }

  func path(_ relative: String = "") -> String {
    relative.isEmpty ? root.path : root.appendingPathComponent(relative).path
  }

  func write(_ relative: String, _ text: String) throws {
    try write(relative, bytes: Data(text.utf8))
  }

  func write(_ relative: String, bytes: Data) throws {
    let url = root.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try bytes.write(to: url)
  }

  /// A symbolic link at `relative` whose target is `target`, as written.
  func link(_ relative: String, to target: String) throws {
    let url = root.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
  }

  /// Runs git in the project with the test's own configuration.
  @discardableResult
  func git(_ arguments: [String]) async throws -> ShellCommand.Result {
    let line = "git " + arguments.map(ShellCommand.quoted).joined(separator: " ")
    let result = try await ShellCommand(line, in: root, environment: environment()).run()
    if result.exitCode != 0 { throw GitFailed(line: line, output: result.output) }
    return result
  }

  /// `git init` and a first commit of everything written so far.
  func commitAll(_ message: String = "base") async throws {
    if !FileManager.default.fileExists(atPath: path(".git")) { try await git(["init", "-q"]) }
    try await git(["add", "-A"])
    try await git(["commit", "-qm", message])
  }

  /// What one run printed, apart, and how it ended.
  struct Run: Sendable {
    var output: String
    var errors: String
    var status: Int32
  }

  /// Runs `tvguide-review` with `arguments` from `folder` (relative to the root; the root
  /// itself by default), stopped after `seconds`: status 124 says it hung. `memoryLimit`, in
  /// KB, caps its address space, as `ulimit -v` does.
  func review(
    _ arguments: [String], from folder: String = "", seconds: Int = 300, memoryLimit: Int? = nil,
    input: String? = nil
  ) async throws -> Run {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    let errors = scratch.url.appendingPathComponent("errors")
    let tool = PackageLayout.executable("tvguide-review").path
    var line =
      "timeout -k 5 \(seconds) " + ([tool] + arguments).map(ShellCommand.quoted).joined(separator: " ")
    line += " 2> " + ShellCommand.quoted(errors.path)
    if let input {
      let file = scratch.url.appendingPathComponent("input")
      try Data(input.utf8).write(to: file)
      line += " < " + ShellCommand.quoted(file.path)
    }
    if let memoryLimit { line = "ulimit -v \(memoryLimit)\n" + line }
    let result = try await ShellCommand(
      line, in: root.appendingPathComponent(folder), environment: environment()
    )
    .run()
    let written = (try? Data(contentsOf: errors)) ?? Data()
    return Run(
      output: result.output, errors: String(decoding: written, as: UTF8.self), status: result.exitCode)
  }

  private func environment() -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_CONFIG_GLOBAL"] = gitConfiguration.path
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    environment["LC_ALL"] = "C.UTF-8"
    return environment
  }
}

/// A git command of a test's set-up failed.
struct GitFailed: Error, CustomStringConvertible {
  let line: String
  let output: String
  var description: String { "\(line) failed: \(output)" }
}
