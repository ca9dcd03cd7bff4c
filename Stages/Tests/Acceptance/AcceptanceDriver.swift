import Foundation
import TVGuideTestSupport
import Testing

/// Runs an app in line mode on a catalog and reads its screens, holding every run to what
/// any run must do: end with status 0, write nothing to standard error and print plain text.
struct AcceptanceDriver {
  let app: AcceptanceApp

  /// The screens printed for `script` (one command a line) on `catalog`.
  func screens(_ script: String, on catalog: AcceptanceCatalog) async throws -> [String] {
    try await screens(script, environment: catalog.environment)
  }

  func screens(_ script: String, environment: [String: String]) async throws -> [String] {
    LineModeTranscript(try await transcript(script, environment: environment)).screens.map(
      Self.withoutOfflineMarks)
  }

  /// The screens printed for `script` when the data source acts out `faults` (see
  /// `AcceptanceCatalog.environment(faults:)`).
  func screens(_ script: String, on catalog: AcceptanceCatalog, faults: String) async throws -> [String] {
    try await screens(script, environment: catalog.environment(faults: faults))
  }

  /// Everything the app printed for `script`, as it printed it.
  func transcript(_ script: String, environment: [String: String]) async throws -> String {
    var runner = BinaryRunner(executable: app.executable, environment: environment)
    if let binary = app.binary { runner.executable = binary }
    let result = try await runner.run([], input: script)
    #expect(result.exitCode == 0, "\(app) exited with \(result.exitCode)")
    #expect(result.standardError.isEmpty, "\(app): \(result.standardError)")
    #expect(!result.standardOutput.contains("\u{1B}"), "a pipe gets plain text")
    return result.standardOutput
  }

  /// A screen's words, one space between each, so a sentence reads the same wherever the
  /// screen's width wrapped it.
  static func words(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// Starts the app with standard input kept open, for scripts that change the catalog
  /// between two commands.
  func session(on catalog: AcceptanceCatalog) throws -> LineModeSession {
    try LineModeSession(executable: app.executable, environment: catalog.environment)
  }

  /// The screen without the app's mark of the shows whose episodes are offline (`●`, and the
  /// status line's words on it): a feature of the finished app that the spec leaves out. A
  /// blank mark leaves a row as the stages draw it.
  static func withoutOfflineMarks(_ screen: String) -> String {
    screen.replacingOccurrences(of: " · ● episodes offline", with: "")
      .replacingOccurrences(of: "●", with: " ")
  }

  /// The rows of a list screen by number and name: `1 Under the Dome`.
  static func rows(of screen: String) -> [String] {
    screen.split(separator: "\n").compactMap { line in
      line.firstMatch(of: /^\s*(\d+) (\S.*?)\s{2,}/).map { "\($0.output.1) \($0.output.2)" }
    }
  }
}
