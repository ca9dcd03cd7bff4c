@_exported import TVGuideReviewKit
import Testing

extension ArchitectureReview {
  /// Checks a team's rule in a Swift Testing test: one issue for each of `subjects` that
  /// breaks it, recorded at the subject's own file and line, reading like a finding
  /// (`App/HomePresenter.swift:3:7: error: a presenter never imports UIKit: `HomePresenter`
  /// [no-uikit-in-presenters]`). Returns the violations, for tests that want to look closer.
  ///
  /// ```swift
  /// @Test func presentersNeverImportUIKit() throws {
  ///   let review = try ArchitectureReview(paths: ["Sources"])
  ///   review.expect("no-uikit-in-presenters", "a presenter never imports UIKit",
  ///                 review.types(withRole: .presenter)) { !$0.imports("UIKit") }
  /// }
  /// ```
  @discardableResult
  public func expect<Subject: ReviewSubject>(
    _ rule: String, _ sentence: String, _ subjects: [Subject], where holds: (Subject) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [RuleViolation] {
    record(violations(of: rule, sentence, subjects, where: holds), at: sourceLocation)
  }

  /// Checks a team's rule written as a `TeamRule`, the form `tvguide-review --team-rules` also
  /// runs: one issue for each place that breaks it, as `expect(_:_:_:where:)` records them.
  @discardableResult
  public func expect(_ rule: TeamRule, sourceLocation: SourceLocation = #_sourceLocation) -> [RuleViolation] {
    record(rule.violations(in: self), at: sourceLocation)
  }

  /// One issue per violation, at the violation's place when it has one.
  private func record(_ found: [RuleViolation], at sourceLocation: SourceLocation) -> [RuleViolation] {
    for violation in found {
      Issue.record(
        Comment(rawValue: violation.description), sourceLocation: location(of: violation, or: sourceLocation))
    }
    return found
  }

  /// The violation's place as Swift Testing names one, so an IDE opens the file at the line.
  private func location(of violation: RuleViolation, or fallback: SourceLocation) -> SourceLocation {
    guard !violation.file.isEmpty, violation.line > 0, violation.column > 0 else { return fallback }
    let name = violation.file.split(separator: "/").last.map(String.init) ?? violation.file
    return SourceLocation(
      fileID: "Reviewed/\(name)", filePath: root + "/" + violation.file, line: violation.line,
      column: violation.column)
  }
}
