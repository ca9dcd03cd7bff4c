/// One review comment: where it applies, how serious it is and what a reviewer would say.
package struct Finding: Sendable, Hashable, Codable {
  package var file: String
  package var line: Int
  package var column: Int
  package var severity: Severity
  package var message: String
  package var ruleID: String

  package init(file: String, line: Int, column: Int, severity: Severity, message: String, ruleID: String) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
    self.ruleID = ruleID
  }

  private enum CodingKeys: String, CodingKey {
    case file, line, column, severity, message
    case ruleID = "rule"
  }
}
