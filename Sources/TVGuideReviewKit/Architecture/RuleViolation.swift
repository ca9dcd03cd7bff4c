/// A place where a team's rule does not hold, said the way `tvguide-review` says a finding:
/// `Sources/Home/HomePresenter.swift:3:8: error: presenters never import UIKit [team-rule]`.
public struct RuleViolation: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The file from the project root.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int
  /// The rule's sentence, then what the place is (`presenters never import UIKit: HomePresenter`).
  public var message: String
  /// The rule's name, printed in brackets.
  public var rule: String

  /// A violation at a place, with the rule's sentence and name.
  public init(file: String, line: Int, column: Int, message: String, rule: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.rule = rule
  }

  /// `FILE:LINE:COLUMN: error: MESSAGE [RULE]`, with nothing a terminal acts on.
  public var description: String {
    VisibleText.escaped("\(file):\(line):\(column): error: \(message) [\(rule)]")
  }
}
