import SwiftSyntax

/// One review comment a machine can make: it reads a file and returns what a reviewer
/// would point at.
package protocol ReviewRule: Sendable {
  /// Printed in brackets after each finding, e.g. `weak-delegate`.
  var id: String { get }
  var severity: Severity { get }
  /// The comment in one sentence, for `--list-rules`.
  var summary: String { get }

  func findings(in file: SourceFile, context: ReviewContext) -> [Finding]
}

extension ReviewRule {
  /// A finding of this rule at the start of `node`.
  func finding(at node: some SyntaxProtocol, in file: SourceFile, _ message: String) -> Finding {
    let (line, column) = file.location(of: node)
    return Finding(
      file: file.path, line: line, column: column, severity: severity, message: message, ruleID: id)
  }
}
