import Foundation
import TVGuideTestSupport

/// Where and how an example's commands run: from the package root, with the built programs
/// first on `PATH`, a scratch home (so the offline store starts empty in `~/.cache/tvguide`,
/// and the home's path prints as `~`), 80 columns, UTC, no colour, a UTF-8 locale, and the
/// stand-in TVMaze server as the live source. The docs call that server `127.0.0.1:8080` and a
/// port that refuses connections `127.0.0.1:9`; the real ports are put in the commands and
/// taken out of the output.
struct DocExampleEnvironment {
  static let documentedServer = "127.0.0.1:8080"
  static let documentedRefusingServer = "127.0.0.1:9"

  var home: URL
  /// `127.0.0.1:PORT` of the stand-in server, or of the refusing port when none runs.
  var server: String
  var refusingServer: String

  var variables: [String: String] {
    var variables = [
      "PATH": DocExampleTools.folder.path + ":"
        + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
      "HOME": home.path,
      "COLUMNS": "80",
      "TZ": "UTC",
      "NO_COLOR": "1",
      "TVGUIDE_API_URL": "http://\(server)",
    ]
    #if os(Linux)
      variables["LC_ALL"] = "C.UTF-8"
    #else
      variables["LC_ALL"] = "en_US.UTF-8"
    #endif
    // The sanitizers' settings (where reports go) reach the programs they instrument.
    for (name, value) in ProcessInfo.processInfo.environment where name.hasSuffix("SAN_OPTIONS") {
      variables[name] = value
    }
    return variables
  }

  /// The command as the shell runs it. A command that names the stand-in server and sets no
  /// timeout of its own gets a generous one: the default 10 s is for TVMaze, and the whole
  /// suite running beside an example can keep a 128 MB answer from the server longer than
  /// that on two cores. Nothing the examples print depends on it.
  func command(_ documented: String) -> String {
    let command = Self.replacingAuthority(
      DocExampleTools.withoutSwiftRun(documented),
      [(Self.documentedServer, server), (Self.documentedRefusingServer, refusingServer)])
    guard !documented.contains("--timeout") else { return command }
    return command.replacingOccurrences(
      of: "--api-url http://\(server)", with: "--timeout 120 --api-url http://\(server)")
  }

  /// The output as the docs show it: the scratch home reads `~`, as a shell abbreviates it.
  func output(_ printed: String) -> String {
    Self.replacingAuthority(
      printed.replacingOccurrences(of: home.path, with: "~"),
      [(server, Self.documentedServer), (refusingServer, Self.documentedRefusingServer)])
  }

  /// Each `127.0.0.1:PORT` replaced as a whole, never inside a longer port number.
  private static func replacingAuthority(_ text: String, _ replacements: [(String, String)]) -> String {
    replacements.reduce(text) { text, replacement in
      let pattern = try! Regex(NSRegularExpression.escapedPattern(for: replacement.0) + "(?![0-9])")
      return text.replacing(pattern, with: replacement.1)
    }
  }
}
