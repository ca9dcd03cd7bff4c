/// A rule whose severity the project's configuration changed.
struct ConfiguredRule: ReviewRule {
  let base: any ReviewRule
  let severity: Severity

  var id: String { base.id }
  var summary: String { base.summary }

  func findings(in file: SourceFile, context: ReviewContext) -> [Finding] {
    base.findings(in: file, context: context).map { finding in
      var finding = finding
      finding.severity = severity
      return finding
    }
  }
}
