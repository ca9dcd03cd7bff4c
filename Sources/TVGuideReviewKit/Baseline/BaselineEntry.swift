/// One accepted finding in a baseline file.
package struct BaselineEntry: Sendable, Codable, Hashable {
  package var rule: String
  package var file: String
  /// The declaration the finding sits in, `ShowsPresenter.init(view:)`.
  package var declaration: String?
  /// `Finding.fingerprint`: the hash of the flagged code's normalised text.
  package var fingerprint: String?
  /// The start of that text, for the person reading the file; never compared.
  package var excerpt: String?
  /// Only in files written before version 2, which knew a finding by its message.
  package var message: String?

  /// The entry for `finding`, naming its file from the project root.
  package init(_ finding: Finding) {
    self.init(finding, file: finding.relativePath)
  }

  init(_ finding: Finding, file: String) {
    rule = finding.ruleID
    self.file = file
    declaration = finding.declaration
    fingerprint = finding.fingerprint
    excerpt = finding.construct.count > 80 ? String(finding.construct.prefix(79)) + "…" : finding.construct
    message = nil
  }

  package init(rule: String, file: String, message: String) {
    self.rule = rule
    self.file = file
    self.message = message
  }

  /// What the entry matches: the rule, file, declaration and fingerprint; for an entry of an
  /// older file, the rule, file and message.
  var key: String {
    if let fingerprint { return [rule, file, declaration ?? "", fingerprint].joined(separator: "\u{1F}") }
    return Self.legacy(rule: rule, file: file, message: message ?? "")
  }

  /// The key an older file's entry for `finding` would have.
  static func legacyKey(_ finding: Finding) -> String {
    legacy(rule: finding.ruleID, file: finding.file, message: finding.message)
  }

  private static func legacy(rule: String, file: String, message: String) -> String {
    ["v1", rule, file, message].joined(separator: "\u{1F}")
  }

  /// `weak-delegate in Cell.swift (HomeCell.delegate)`, for the note on a stale entry.
  package var summary: String {
    let place = declaration.map { $0.isEmpty ? "" : " (\($0))" } ?? ""
    return "\(rule) in \(file)\(place)"
  }

  private enum CodingKeys: String, CodingKey {
    case rule, file, declaration, fingerprint, excerpt, message
  }
}
