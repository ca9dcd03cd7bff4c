/// A comment that silences a rule, with the reason its author gave:
/// `// tvguide-review:disable:next weak-delegate — the cache owns this delegate`.
package struct Suppression: Sendable, Hashable, Codable {
  /// Which lines the comment covers.
  package enum Scope: String, Sendable, Hashable, Codable {
    /// The comment's own line (`:this`).
    case this
    /// The line after the comment (`:next`).
    case next
    /// From the comment to the end of the file, or to `// tvguide-review:enable rule-id`.
    case rest
  }

  package var file: String
  package var line: Int
  package var rule: String
  package var scope: Scope
  package var reason: String
  /// The last line covered; `Int.max` while no `enable` ends it.
  var lastLine: Int

  private enum CodingKeys: String, CodingKey {
    case file, line, rule, scope, reason
  }

  init(file: String, line: Int, rule: String, scope: Scope, reason: String) {
    self.file = file
    self.line = line
    self.rule = rule
    self.scope = scope
    self.reason = reason
    switch scope {
    case .this: lastLine = line
    case .next: lastLine = line + 1
    case .rest: lastLine = .max
    }
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      file: try container.decode(String.self, forKey: .file),
      line: try container.decode(Int.self, forKey: .line),
      rule: try container.decode(String.self, forKey: .rule),
      scope: try container.decode(Scope.self, forKey: .scope),
      reason: try container.decode(String.self, forKey: .reason))
  }

  /// Whether the comment silences `finding`.
  func covers(_ finding: Finding) -> Bool {
    finding.ruleID == rule
      && (scope == .next ? finding.line == lastLine : (line...lastLine).contains(finding.line))
  }
}
