import Foundation

/// Prints SARIF 2.1.0, the format code-scanning services (GitHub's among them) read: one run
/// whose tool lists every rule with its summary, the review comments it mechanises and links
/// to its documentation. Findings a comment or a baseline silenced are results too, marked
/// with `suppressions` (`inSource`, `external`), so code scanning does not close and reopen
/// them; each result carries a fingerprint that survives edits around it.
package struct SARIFReportFormatter: ReviewReportFormatter {
  /// Where each rule is explained; the anchor is the rule id.
  package static let helpBase = "https://github.com/tvguide/tvguide/blob/main/docs/review-rules.md#"
  /// The key of the fingerprint in `partialFingerprints`.
  package static let fingerprintKey = "tvguideReviewConstruct/v1"

  package init() {}

  package func format(_ report: ReviewReport) -> String {
    let rules = ReviewRules.all
    let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    let results =
      report.findings.map { Self.result($0, ruleIndex: index[$0.ruleID], suppression: nil) }
      + report.suppressed.map {
        Self.result(
          $0.finding, ruleIndex: index[$0.finding.ruleID],
          suppression: ["kind": "inSource", "status": "accepted", "justification": $0.reason])
      }
      + report.baselined.map {
        Self.result(
          $0, ruleIndex: index[$0.ruleID],
          suppression: [
            "kind": "external", "status": "accepted", "justification": "accepted in the baseline",
          ])
      }
    let log: [String: Any] = [
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "version": "2.1.0",
      "runs": [
        [
          "tool": [
            "driver": [
              "name": "tvguide-review",
              "version": ReviewKitVersion.current,
              "informationUri": Self.helpBase.replacingOccurrences(of: "#", with: ""),
              "rules": rules.map(Self.descriptor),
            ]
          ],
          "results": results,
          "invocations": [
            [
              "executionSuccessful": true,
              "toolExecutionNotifications": report.notes.map { ["message": ["text": $0], "level": "note"] },
            ]
          ],
        ]
      ],
    ]
    // Strings, numbers, arrays and dictionaries only: serialisation cannot fail.
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private static func descriptor(_ rule: any ReviewRule) -> [String: Any] {
    let comments = ReviewComments.ids(for: rule.id)
    let cited =
      comments.isEmpty
      ? ""
      : " It mechanises the review comments \(comments.joined(separator: ", ")) (\(ReviewComments.tableURL))."
    let markdownCited =
      comments.isEmpty
      ? ""
      : " It mechanises the review comments "
        + comments.map { "[\($0)](\(ReviewComments.tableURL))" }.joined(separator: ", ") + "."
    return [
      "id": rule.id,
      "name": rule.id,
      "shortDescription": ["text": rule.summary],
      "helpUri": helpBase + rule.id,
      "help": [
        "text": "\(rule.summary)\(cited) See \(helpBase + rule.id)",
        "markdown": "\(rule.summary)\(markdownCited) [How it decides](\(helpBase + rule.id)).",
      ],
      "defaultConfiguration": ["level": rule.severity.rawValue],
      "properties": [
        "reviewComments": comments, "reviewCommentsUrl": ReviewComments.tableURL, "tags": ["architecture"],
      ],
    ]
  }

  private static func result(_ finding: Finding, ruleIndex: Int?, suppression: [String: String]?)
    -> [String: Any]
  {
    var result: [String: Any] = [
      "ruleId": finding.ruleID,
      "level": finding.severity.rawValue,
      "message": ["text": finding.message],
      "locations": [
        [
          "physicalLocation": [
            "artifactLocation": ["uri": finding.file],
            "region": ["startLine": finding.line, "startColumn": finding.column],
          ]
        ]
      ],
      "partialFingerprints": [
        fingerprintKey: StableHash.hex([finding.declaration, finding.construct].joined(separator: "\u{1F}"))
      ],
      "properties": [
        "reviewComments": finding.reviewComments, "declaration": finding.declaration,
        "confidence": finding.confidence.rawValue,
      ],
    ]
    if !finding.related.isEmpty {
      result["relatedLocations"] = finding.related.enumerated().map { index, place in
        [
          "id": index + 1,
          "physicalLocation": [
            "artifactLocation": ["uri": place.file],
            "region": ["startLine": place.line, "startColumn": place.column],
          ],
          "message": ["text": place.message],
        ] as [String: Any]
      }
    }
    if let ruleIndex { result["ruleIndex"] = ruleIndex }
    if let suppression { result["suppressions"] = [suppression] }
    return result
  }
}
