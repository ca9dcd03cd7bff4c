/// What a review found, and how much it read.
public struct ReviewReport: Sendable, Equatable {
  public var findings: [Finding]
  public var fileCount: Int

  public init(findings: [Finding], fileCount: Int) {
    self.findings = findings
    self.fileCount = fileCount
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
