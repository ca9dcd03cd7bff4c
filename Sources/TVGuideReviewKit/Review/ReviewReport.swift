/// What a review found, and how much it read.
package struct ReviewReport: Sendable, Equatable {
  package var findings: [Finding]
  package var fileCount: Int
  /// What the review could not do, one line per cause: a file that is not UTF-8 or not valid
  /// Swift, a rule that could not run, a suppression without a reason.
  package var notes: [String]
  /// Findings silenced by a comment, with the comment's reason.
  package var suppressed: [SuppressedFinding]
  /// Findings a baseline accepted: not reported, but kept for SARIF's `suppressions`.
  package var baselined: [Finding]
  /// Baseline entries that match no finding any more: the code was fixed or removed.
  package var staleBaselineEntries: [BaselineEntry]
  /// The reviewed files that were not reviewed (unreadable, too large, nested too deeply, not
  /// a regular file), by display path; each has a note, and `--strict` fails on them.
  package var skippedFiles: [String] = []
  /// The project root's absolute path, which SARIF names its files from.
  package var root: String?
  /// How many findings of medium confidence were left out of `findings` (`--all` shows them).
  package var unshownCount = 0
  /// The team's own rules that ran (`--team-rules`), which SARIF describes beside the review's.
  package var teamRules: [TeamRuleResults.Rule] = []

  package init(
    findings: [Finding], fileCount: Int, notes: [String] = [], suppressed: [SuppressedFinding] = [],
    baselined: [Finding] = [], staleBaselineEntries: [BaselineEntry] = []
  ) {
    self.findings = findings
    self.fileCount = fileCount
    self.notes = notes
    self.suppressed = suppressed
    self.baselined = baselined
    self.staleBaselineEntries = staleBaselineEntries
  }

  /// How many findings a baseline accepted.
  package var baselineCount: Int { baselined.count }
  package var errorCount: Int { findings.count { $0.severity == .error } }
  package var warningCount: Int { findings.count { $0.severity == .warning } }
  package var hasErrors: Bool { errorCount > 0 }

  /// `2 errors and 3 warnings in 41 files`, or `No findings in 41 files`, how many files asked
  /// for could not be reviewed, when some could not, and how many of medium confidence were
  /// left out.
  package var summary: String {
    let files = Self.counted(fileCount, "file")
    let skipped =
      skippedFiles.isEmpty
      ? "" : "; \(Self.counted(skippedFiles.count, "file")) could not be reviewed (see the notes)"
    let unshown =
      unshownCount == 0
      ? "" : " \(Self.counted(unshownCount, "finding")) of medium confidence not shown (--all shows them)."
    guard !findings.isEmpty else { return "No findings in \(files)\(skipped).\(unshown)" }
    let errors = Self.counted(errorCount, "error")
    let warnings = Self.counted(warningCount, "warning")
    return "\(errors) and \(warnings) in \(files)\(skipped).\(unshown)"
  }

  /// The report with only the findings of `minimum` confidence or more: the default output
  /// shows the high ones, `--all` every one.
  package func showing(atLeast minimum: Confidence) -> ReviewReport {
    var report = self
    report.findings = findings.filter { $0.confidence >= minimum }
    report.unshownCount += findings.count - report.findings.count
    return report
  }

  /// The review comments the findings cite, in the order the migration made them.
  package var citedReviewComments: [String] {
    Set(findings.flatMap(\.reviewComments)).sorted {
      $0.reviewOrder.lexicographicallyPrecedes($1.reviewOrder)
    }
  }

  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}

extension String {
  /// `S4-R10` after `S4-R9`: step, then comment, as numbers.
  fileprivate var reviewOrder: [Int] {
    split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
  }
}
