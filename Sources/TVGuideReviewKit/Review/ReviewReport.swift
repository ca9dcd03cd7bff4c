/// What a review found, and how much it read.
public struct ReviewReport: Sendable, Equatable {
  public var findings: [Finding]
  public var fileCount: Int
  /// What the review could not do, one line per cause: a file that is not UTF-8 or not valid
  /// Swift, a rule that could not run, a suppression without a reason.
  public var notes: [String]
  /// Findings silenced by a comment, with the comment's reason.
  public var suppressed: [SuppressedFinding]
  /// How many findings a baseline accepted.
  public var baselineCount: Int

  public init(
    findings: [Finding], fileCount: Int, notes: [String] = [], suppressed: [SuppressedFinding] = [],
    baselineCount: Int = 0
  ) {
    self.findings = findings
    self.fileCount = fileCount
    self.notes = notes
    self.suppressed = suppressed
    self.baselineCount = baselineCount
  }

  public var errorCount: Int { findings.count { $0.severity == .error } }
  public var warningCount: Int { findings.count { $0.severity == .warning } }
  public var hasErrors: Bool { errorCount > 0 }

  /// `2 errors and 3 warnings in 41 files`, or `No findings in 41 files`.
  public var summary: String {
    let files = Self.counted(fileCount, "file")
    guard !findings.isEmpty else { return "No findings in \(files)." }
    let errors = Self.counted(errorCount, "error")
    let warnings = Self.counted(warningCount, "warning")
    return "\(errors) and \(warnings) in \(files)."
  }

  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
