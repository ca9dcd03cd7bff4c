import Foundation

/// Prints SARIF 2.1.0, the format code-scanning services (GitHub's among them) read: one run
/// whose tool lists every rule with its summary, the review comments it mechanises and links
/// to its documentation. Findings a comment or a baseline silenced are results too, marked
/// with `suppressions` (`inSource`, `external`), so code scanning does not close and reopen
/// them; each result carries a fingerprint that survives edits around it.
///
/// Files are named by their path from the project root, percent-encoded (RFC 3986), against
/// the root given as `originalUriBaseIds`, whatever folder the review ran from; messages are
/// plain text with SARIF's link brackets escaped, so code quoted in a message (a string
/// literal holding `[a](javascript:…)`) cannot become a link (issue 34).
package struct SARIFReportFormatter: ReviewReportFormatter {
  /// Where each rule is explained; the anchor is the rule id.
  package static let helpBase = "https://github.com/tvguide/tvguide/blob/main/docs/review-rules.md#"
  /// The key of the fingerprint in `partialFingerprints`.
  package static let fingerprintKey = "tvguideReviewConstruct/v1"
  /// The name results give the project root by.
  package static let rootBase = "SRCROOT"

  package init() {}

  package func format(_ report: ReviewReport) -> String {
    let rules = ReviewRules.all.map(Self.descriptor) + report.teamRules.map(Self.descriptor)
    let ids = ReviewRules.all.map(\.id) + report.teamRules.map(\.id)
    let index = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let results =
      report.findings.map { Self.result($0, ruleIndex: index[$0.ruleID], suppression: nil) }
      + report.suppressed.map {
        Self.result(
          $0.finding, ruleIndex: index[$0.finding.ruleID],
          suppression: ["kind": "inSource", "status": "accepted", "justification": Self.plainText($0.reason)])
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
              "rules": rules,
            ]
          ],
          "results": results,
          "originalUriBaseIds": report.root.map { [Self.rootBase: ["uri": Self.folderURI($0)]] } ?? [:],
          "invocations": [
            [
              "executionSuccessful": true,
              "toolExecutionNotifications": report.notes.map {
                ["message": ["text": Self.plainText($0)], "level": "note"]
              },
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
    return TerminalSafeJSON.escaping(String(decoding: data, as: UTF8.self)) + "\n"
  }

  /// A message as SARIF's plain text: control characters visible, and `\`, `[` and `]`
  /// escaped, since `[text](target)` in a message is an embedded link.
  static func plainText(_ text: String) -> String {
    var escaped = ""
    for character in VisibleText.escaped(text) {
      if character == "\\" || character == "[" || character == "]" { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }

  /// A file's location: its path from the root against `rootBase`, or an absolute `file:` URI
  /// for a file outside the root.
  private static func artifactLocation(_ finding: Finding) -> [String: String] {
    let path = finding.relativePath
    if path.hasPrefix("/") { return ["uri": "file://" + percentEncoded(path)] }
    return ["uri": percentEncoded(path), "uriBaseId": rootBase]
  }

  /// Another place of a finding, named as the finding's file is: a rule finds a problem's
  /// places in the file it reviews, and a place elsewhere is percent-encoded all the same.
  private static func artifactLocation(_ place: RelatedLocation, of finding: Finding) -> [String: String] {
    if place.file == finding.file { return artifactLocation(finding) }
    if place.file.hasPrefix("/") { return ["uri": "file://" + percentEncoded(place.file)] }
    return ["uri": percentEncoded(place.file), "uriBaseId": rootBase]
  }

  /// `file:///path/to/root/`.
  private static func folderURI(_ path: String) -> String {
    "file://" + percentEncoded(path.hasSuffix("/") ? path : path + "/")
  }

  /// Every byte but RFC 3986's unreserved characters and the `/` between segments written as
  /// `%XX`: `My File#1.swift` is `My%20File%231.swift`.
  static func percentEncoded(_ path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return encoded
  }

  /// A team's own rule (`--team-rules`): its sentence is all it says of itself.
  private static func descriptor(_ rule: TeamRuleResults.Rule) -> [String: Any] {
    ["id": rule.id, "name": rule.id, "shortDescription": ["text": plainText(rule.sentence)]]
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
      "message": ["text": plainText(finding.message)],
      "locations": [
        [
          "physicalLocation": [
            "artifactLocation": artifactLocation(finding),
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
            "artifactLocation": artifactLocation(place, of: finding),
            "region": ["startLine": place.line, "startColumn": place.column],
          ],
          "message": ["text": plainText(place.message)],
        ] as [String: Any]
      }
    }
    if let ruleIndex { result["ruleIndex"] = ruleIndex }
    if let suppression { result["suppressions"] = [suppression] }
    return result
  }
}
