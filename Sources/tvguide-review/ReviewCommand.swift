import ArgumentParser
import Foundation
import TVGuideReviewKit

/// `tvguide-review PATH…`: the migration's review comments, checked by machine.
struct ReviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tvguide-review",
    abstract: "Review layered Swift code the way the TVGuide migration was reviewed.",
    discussion: """
      Prints each finding as FILE:LINE:COLUMN: warning|error: MESSAGE (REVIEW COMMENTS) [RULE], \
      then a summary; what could not be reviewed goes to standard error as one note per cause. \
      Exits with 1 when a finding is an error (or any finding, a stale baseline entry or a file \
      that could not be reviewed, with --strict), 2 when the review cannot run or the command \
      line is wrong.
      """,
    version: ReviewKitVersion.current)

  @Argument(help: "Folders or Swift files to report on; `-` reads a list of files from standard input.")
  var paths: [String] = []

  @Option(
    help:
      "The project whose files are indexed; default: the folder with Package.swift, an .xcodeproj or .git.")
  var projectRoot: String?

  @Option(help: "Report on the Swift files `git diff REF` changes.")
  var changedSince: String?

  @Option(
    help: ArgumentHelp(
      "Print what changed in the architecture since commit BASE (Markdown for one pull-request comment, or --format json) and exit.",
      valueName: "BASE"))
  var changes: String?

  @Flag(help: "With --changed-since, report only findings on changed lines.")
  var changedLinesOnly = false

  @Option(help: "text, json, github, sarif or checkstyle.")
  var format: FormatOption = .text

  @Option(help: "A JSON layer order replacing the project's.")
  var layers: String?

  @Option(help: "Report only findings this baseline file does not hold.")
  var baseline: String?

  @Option(help: "Write the findings to this baseline file and exit 0.")
  var writeBaseline: String?

  @Flag(
    help:
      "Fail (exit 1) on warnings, on baseline entries that match nothing and on files that could not be reviewed, too."
  )
  var strict = false

  @Flag(help: "Show the findings of medium confidence too; by default only those of high confidence.")
  var all = false

  @Flag(
    help:
      "Also run the team's own rules: the program `team_rules` in .tvguide-review.yml names. It is the project's code, so give this only where the job may run it."
  )
  var teamRules = false

  @Flag(help: "List the rules and exit.")
  var listRules = false

  @Option(
    help: ArgumentHelp(
      "Print how RULE decides, with a wrong and a right example, and exit.", valueName: "RULE"))
  var explain: String?

  @Option(
    help: ArgumentHelp("Print the role of each type declared in FILE, and why, and exit.", valueName: "FILE"))
  var explainRoles: String?

  @Flag(
    help:
      "List every type under the paths with its inferred role, layer and evidence (text or json), and exit.")
  var roles = false

  func validate() throws {
    if changedLinesOnly && changedSince == nil {
      throw ValidationError("--changed-lines-only needs --changed-since REF.")
    }
    if let explain, !ReviewRules.all.contains(where: { $0.id == explain }) {
      throw ValidationError(
        "There is no rule `\(explain)`; `tvguide-review --list-rules` lists them.")
    }
    if changes != nil && ![.text, .json].contains(format) {
      throw ValidationError("--changes prints Markdown (the default) or --format json.")
    }
    if paths.isEmpty && changedSince == nil && changes == nil && !listRules && explain == nil
      && explainRoles == nil
    {
      throw ValidationError(
        "Name a folder or a Swift file to review, `-` for a list on standard input, or --changed-since REF.")
    }
  }

  func run() throws {
    if listRules {
      print(
        ReviewRules.all.map { "\($0.id) (\($0.severity.rawValue)): \($0.summary)" }.joined(separator: "\n"))
      return
    }
    if let explain, let rule = ReviewRules.all.first(where: { $0.id == explain }) {
      FileHandle.standardOutput.write(Data((rule.documentation?.markdown(for: rule) ?? rule.summary).utf8))
      return
    }
    let report: ReviewReport
    do {
      if let explainRoles {
        let roles = try Reviewer(projectRoot: projectRoot).roles(in: explainRoles)
        print(
          VisibleText.escaped(
            roles.isEmpty
              ? "\(explainRoles) declares no type." : roles.map(\.explanation).joined(separator: "\n"),
            keepingLineBreaks: true))
        return
      }
      if let changes {
        let (found, notes) = try ArchitectureChanges.since(
          changes, paths: paths.flatMap { $0 == "-" ? Self.standardInputPaths() : [$0] },
          projectRoot: projectRoot)
        for note in notes { Self.say("note: \(note)") }
        FileHandle.standardOutput.write(Data((format == .json ? found.json : found.markdown).utf8))
        return
      }
      if roles {
        let listing = try Reviewer(
          layers: try layers.map { try Self.layerOrder(at: $0) }, projectRoot: projectRoot
        )
        .roleListing(paths: paths.flatMap { $0 == "-" ? Self.standardInputPaths() : [$0] })
        FileHandle.standardOutput.write(Data((format == .json ? listing.json : listing.text).utf8))
        return
      }
      report = try review()
    } catch let error as ReviewError {
      Self.say(error.message)
      throw ExitCode(2)
    } catch let error as ArchitectureReviewError {
      Self.say(error.message)
      throw ExitCode(2)
    }
    var shown = report
    shown.notes += staleNotes(report)
    // GitHub's format prints the notes as notices among its workflow commands.
    if format != .github || writeBaseline != nil {
      for note in shown.notes { Self.say("note: \(note)") }
    }
    if let writeBaseline {
      try write(Baseline(findings: report.findings + report.baselined), to: writeBaseline, root: report.root)
      return
    }
    FileHandle.standardOutput.write(Data(format.outputFormat.formatter.format(shown).utf8))
    let strictFailure =
      strict
      && (!report.findings.isEmpty || !report.staleBaselineEntries.isEmpty || !report.skippedFiles.isEmpty)
    if report.hasErrors || strictFailure { throw ExitCode(1) }
  }

  /// One line on standard error, `tvguide-review: ` first, with nothing in it a terminal or a
  /// CI log would act on: file names and comments are the pull request's.
  private static func say(_ line: String) {
    FileHandle.standardError.write(Data("tvguide-review: \(VisibleText.escaped(line))\n".utf8))
  }

  /// One note per baseline entry that matches no finding any more.
  private func staleNotes(_ report: ReviewReport) -> [String] {
    report.staleBaselineEntries.map {
      "the baseline \(baseline ?? "") accepts \($0.summary), which is no longer found; remove it "
        + "(--write-baseline rewrites the file)"
    }
  }

  private func review() throws -> ReviewReport {
    let order = try layers.map { try Self.layerOrder(at: $0) }
    var reviewer = Reviewer(layers: order, projectRoot: projectRoot)
    reviewer.runsTeamRules = teamRules
    var changes: GitChanges?
    var asked = paths.flatMap { $0 == "-" ? Self.standardInputPaths() : [$0] }
    if let changedSince {
      let found = try GitChanges(since: changedSince, projectRoot: projectRoot)
      reviewer.projectRoot = found.root.path
      asked += found.files
      changes = found
    }
    var report = asked.isEmpty ? ReviewReport(findings: [], fileCount: 0) : try reviewer.review(paths: asked)
    for file in changes?.configurationFiles ?? [] {
      report.notes.append(
        "the change edits the review's configuration (\(file)): what it leaves out or turns off is "
          + "its own choice, so read that file's change by hand")
      report.skippedFiles.append(file)
    }
    if changedLinesOnly, let changes {
      report.findings = report.findings.filter { changes.contains(file: $0.file, line: $0.line) }
    }
    if let baseline {
      do {
        report = try Baseline(contentsOf: URL(fileURLWithPath: baseline)).filtering(report)
      } catch {
        throw ReviewError.invalidBaseline(path: baseline, reason: ReviewConfiguration.sentence(error))
      }
    }
    return report.showing(atLeast: all ? .medium : .high)
  }

  private func write(_ baseline: Baseline, to path: String, root: String?) throws {
    do {
      try baseline.write(to: URL(fileURLWithPath: path), root: root.map { URL(fileURLWithPath: $0) })
      let count = baseline.findings.count
      print(VisibleText.escaped("Wrote \(count) finding\(count == 1 ? "" : "s") to \(path)."))
    } catch {
      Self.say("\(path) could not be written: \(error).")
      throw ExitCode(2)
    }
  }

  private static func standardInputPaths() -> [String] {
    var paths: [String] = []
    while let line = readLine() {
      let path = line.trimmingCharacters(in: .whitespaces)
      if path.hasSuffix(".swift") { paths.append(path) }
    }
    return paths
  }

  private static func layerOrder(at path: String) throws -> LayerOrder {
    do {
      return try LayerOrder(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw ReviewError.invalidLayerOrder(path: path, reason: ReviewConfiguration.sentence(error))
    }
  }
}
