import Foundation

/// What an HTML comment on the line above an example's block asks of its run. The comment is
/// part of the Markdown, so a reader of the source sees it:
///
/// - `<!-- example not compared: REASON -->`: the block is not run, for the reason given (a
///   timing, a path that differs on every machine).
/// - `<!-- example server: PATH FAULT; … -->`: the stand-in TVMaze server answers requests for
///   PATH with FAULT (a name from `DocServerFault.faults`).
/// - `<!-- example server: accepts no connection -->`: `127.0.0.1:8080` listens but never
///   accepts, as a server too busy to take one more (Linux only, where the connect timeout is
///   tvguide's own).
/// - `<!-- example package: Examples -->`: the commands run the products of the package in
///   `Examples/` (`swift run --package-path Examples NAME`), which `swift test` does not build:
///   the example runs when `TVGUIDE_EXAMPLES_BUILD` names that package's build folder, as
///   `.ci/run` sets it after building the package.
enum DocExampleDirective: Sendable, Equatable {
  case notCompared(reason: String)
  case serverFaults([DocServerFault])
  case unacceptingServer
  case examplesPackage

  private static let opening = "<!-- example"
  private static let closing = "-->"

  /// Whether `line` is meant as a directive, well formed or not.
  static func isDirective(_ line: String) -> Bool {
    line.trimmingCharacters(in: .whitespaces).hasPrefix(opening)
  }

  /// The directive `line` holds; nil when it holds none, an error when it means one but does
  /// not say it right.
  static func parse(_ line: String) throws(DocExampleSyntaxError) -> DocExampleDirective? {
    let text = line.trimmingCharacters(in: .whitespaces)
    guard text.hasPrefix(opening) else { return nil }
    guard text.hasSuffix(closing) else {
      throw DocExampleSyntaxError("an example comment must end on its line with `-->`")
    }
    let body = text.dropFirst(opening.count).dropLast(closing.count).trimmingCharacters(in: .whitespaces)
    if let reason = body.strippingPrefix("not compared:") {
      guard !reason.isEmpty else { throw DocExampleSyntaxError("`not compared:` needs a reason") }
      return .notCompared(reason: reason)
    }
    if body == "server: accepts no connection" { return .unacceptingServer }
    if let faults = body.strippingPrefix("server:") {
      var parsed: [DocServerFault] = []
      for fault in faults.split(separator: ";") { parsed.append(try DocServerFault(parsing: String(fault))) }
      return .serverFaults(parsed)
    }
    if body == "package: Examples" { return .examplesPackage }
    throw DocExampleSyntaxError(
      "unknown example comment `\(text)`; use `not compared: REASON`, `server: PATH FAULT` or `package: Examples`"
    )
  }
}

extension String {
  /// The rest of the string after `prefix`, trimmed, or nil when it does not start with it.
  fileprivate func strippingPrefix(_ prefix: String) -> String? {
    hasPrefix(prefix) ? dropFirst(prefix.count).trimmingCharacters(in: .whitespaces) : nil
  }
}
