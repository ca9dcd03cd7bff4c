import Foundation

/// Prints SARIF 2.1.0, the format code-scanning services (GitHub's among them) read: one run
/// whose tool lists every rule with its summary and a link to its documentation.
package struct SARIFReportFormatter: ReviewReportFormatter {
  /// Where each rule is explained; the anchor is the rule id.
  package static let helpBase = "https://github.com/tvguide/tvguide/blob/main/docs/review-rules.md#"

  package init() {}

  package func format(_ report: ReviewReport) -> String {
    let rules = ReviewRules.all
    let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
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
          "results": report.findings.map { Self.result($0, ruleIndex: index[$0.ruleID]) },
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
    [
      "id": rule.id,
      "name": rule.id,
      "shortDescription": ["text": rule.summary],
      "helpUri": helpBase + rule.id,
      "help": ["text": "\(rule.summary) See \(helpBase + rule.id)"],
      "defaultConfiguration": ["level": rule.severity.rawValue],
    ]
  }

  private static func result(_ finding: Finding, ruleIndex: Int?) -> [String: Any] {
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
    ]
    if let ruleIndex { result["ruleIndex"] = ruleIndex }
    return result
  }
}
