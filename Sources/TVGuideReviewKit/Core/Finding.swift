/// One review comment: where it applies, how serious it is and what a reviewer would say.
package struct Finding: Sendable, Hashable {
  package var file: String
  package var line: Int
  package var column: Int
  package var severity: Severity
  /// One line: rules quote code with its whitespace collapsed.
  package var message: String
  package var ruleID: String
  /// The declaration the finding sits in, `ShowsPresenter.init(view:)`; empty at file level.
  package var declaration: String
  /// The flagged code's tokens joined by single spaces, so re-indenting or re-wrapping it
  /// changes nothing: with the rule, file and declaration, what a baseline knows it by.
  package var construct: String
  /// The migration's review comments the finding mechanises (`S2-R3`), from `Stages/REVIEWS.md`.
  package var reviewComments: [String]
  /// The file's path from the project root, whatever path the review was asked for: what
  /// baselines and SARIF name the file by. `file` until the reviewer sets it.
  package var relativePath: String
  /// How sure the review is; the default output shows only `high`.
  package var confidence: Confidence
  /// The other places of the same problem, in source order.
  package var related: [RelatedLocation]

  package init(
    file: String, line: Int, column: Int, severity: Severity, message: String, ruleID: String,
    declaration: String = "", construct: String = "", reviewComments: [String]? = nil,
    confidence: Confidence = .high, related: [RelatedLocation] = []
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
    self.ruleID = ruleID
    self.declaration = declaration
    self.construct = construct
    self.reviewComments = reviewComments ?? ReviewComments.ids(for: ruleID)
    relativePath = file
    self.confidence = confidence
    self.related = related
  }

  /// This finding as a place of another's problem.
  package var asRelatedLocation: RelatedLocation {
    RelatedLocation(file: file, line: line, column: column, message: message)
  }

  /// A short, stable hash of `construct` for baselines and SARIF's `partialFingerprints`.
  package var fingerprint: String { StableHash.hex(construct) }
}
