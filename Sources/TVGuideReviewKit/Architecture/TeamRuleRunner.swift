import Foundation

/// The whole of a team's rule program, the one `team_rules` in `.tvguide-review.yml` names:
/// `TeamRuleRunner.main(TeamRules.all)` in its `main.swift`. `tvguide-review --team-rules`
/// runs it as `PROGRAM --project-root ROOT PATH…` and reads what it prints.
public enum TeamRuleRunner {
  /// Runs `rules` on the paths its command line names and prints the results as one line of
  /// JSON, then exits: 0 when they ran (broken rules are results, not failures), 2 with a
  /// sentence on standard error when the command line is wrong or the review cannot run.
  public static func main(_ rules: [TeamRule]) -> Never {
    let (output, status) = run(rules, arguments: Array(CommandLine.arguments.dropFirst()))
    FileHandle(fileDescriptor: status == 0 ? 1 : 2).write(Data((output + "\n").utf8))
    exit(status)
  }

  /// What `main` prints, and its exit status, for `arguments` (`--project-root ROOT PATH…`).
  public static func run(_ rules: [TeamRule], arguments: [String]) -> (output: String, status: Int32) {
    var paths: [String] = []
    var projectRoot: String?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--project-root" {
        guard let root = remaining.popFirst() else { return ("team rules: --project-root needs a folder", 2) }
        projectRoot = root
      } else {
        paths.append(argument)
      }
    }
    guard !paths.isEmpty else { return ("team rules: name the folders or files to review", 2) }
    do {
      let review = try ArchitectureReview(paths: paths, projectRoot: projectRoot)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      let data = try encoder.encode(TeamRuleResults(running: rules, on: review))
      return (String(decoding: data, as: UTF8.self), 0)
    } catch {
      return ("team rules: \((error as? ArchitectureReviewError)?.message ?? "\(error)")", 2)
    }
  }
}
