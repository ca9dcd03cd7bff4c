import Foundation

/// The program a configuration's `team_rules` names, run by `tvguide-review --team-rules` in
/// the project root as `COMMAND… --project-root ROOT PATH…`: the team's rules, compiled by the
/// team (`TeamRuleRunner`), since the review cannot compile Swift itself. What it prints becomes
/// findings, each an error at the place the rule points at.
struct TeamRulesProgram {
  let command: [String]
  let root: URL

  /// The findings of the team's rules on `paths`, and the rules that ran.
  func run(on paths: [String]) throws -> (findings: [Finding], rules: [TeamRuleResults.Rule]) {
    let absolute = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    let (output, errors, status) = try launch(command + ["--project-root", root.path] + absolute)
    guard status == 0 else {
      throw ReviewError.teamRulesFailed(
        "`\(command.joined(separator: " "))` exited with status \(status)\(Self.lastLine(of: errors))")
    }
    guard let results = Self.results(in: output) else {
      throw ReviewError.teamRulesFailed(
        "`\(command.joined(separator: " "))` printed no results (a line of TeamRuleRunner's JSON)")
    }
    let builtIn = Set(ReviewRules.all.map(\.id))
    if let clash = results.rules.first(where: { builtIn.contains($0.id) }) {
      throw ReviewError.teamRulesFailed(
        "the team's rule `\(clash.id)` has the name of a rule of the review's own")
    }
    let findings = results.violations.map { violation in
      Finding(
        file: violation.file, line: violation.line, column: violation.column, severity: .error,
        message: violation.message, ruleID: violation.rule, construct: violation.message, reviewComments: [])
    }
    return (findings, results.rules)
  }

  /// The last line of standard output that reads as the runner's results: a build the
  /// command starts first (`swift run`) may print its progress there before it.
  static func results(in output: Data) -> TeamRuleResults? {
    let lines = String(decoding: output, as: UTF8.self).split(whereSeparator: \.isNewline)
    for line in lines.reversed() where line.hasPrefix("{") {
      if let results = try? JSONDecoder().decode(TeamRuleResults.self, from: Data(line.utf8)) {
        return results
      }
    }
    return nil
  }

  private static func lastLine(of errors: Data) -> String {
    let text = String(decoding: errors.suffix(4096), as: UTF8.self)
    guard let line = text.split(whereSeparator: \.isNewline).last else { return "" }
    return ": " + line.trimmingCharacters(in: .whitespaces)
  }

  private func launch(_ arguments: [String]) throws -> (Data, Data, Int32) {
    do {
      let outcome = try ChildProcess(arguments: arguments, folder: root).run()
      return (outcome.output, outcome.errors, outcome.status)
    } catch {
      throw ReviewError.teamRulesFailed(
        "`\(command.joined(separator: " "))` could not be started (\(error.localizedDescription))")
    }
  }
}
