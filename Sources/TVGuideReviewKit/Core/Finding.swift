/// One review comment: where it applies, how serious it is and what a reviewer would say.
public struct Finding: Sendable, Hashable, Codable {
  public var file: String
  public var line: Int
  public var column: Int
  public var severity: Severity
  public var message: String
  public var ruleID: String

  public init(file: String, line: Int, column: Int, severity: Severity, message: String, ruleID: String) {
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
