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
  /// A finding of this rule at the start of `node`, citing `comments` (by default every
  /// review comment the rule mechanises).
  func finding(
    at node: some SyntaxProtocol, in file: SourceFile, _ message: String, comments: [String]? = nil
  ) -> Finding {
    let (line, column) = file.location(of: node)
    return Finding(
      file: file.path, line: line, column: column, severity: severity, message: message.collapsingLines,
      ruleID: id, declaration: DeclarationPath.of(node), construct: node.normalizedText,
      reviewComments: comments)
  }

  /// How the rule decides, with a wrong and a right example: `--explain` and the rule's
  /// section of docs/review-rules.md.
  package var documentation: RuleDocumentation? { RuleDocumentation.all[id] }
}
