import SwiftSyntax

/// Reads the `// tvguide-review:disable…` and `:enable` comments of a file.
enum SuppressionReader {
  static let prefix = "tvguide-review:"

  /// The suppressions of `file`, and one note per comment that cannot be used (no reason,
  /// unknown rule).
  static func suppressions(in file: SourceFile, knownRules: Set<String>) -> (
    suppressions: [Suppression], notes: [String]
  ) {
    var found: [Suppression] = []
    var notes: [String] = []
    guard file.mentionsTheReview else { return (found, notes) }
    for (text, line) in comments(in: file) where text.contains(prefix) {
      switch parse(text, line: line, file: file.path, knownRules: knownRules) {
      case .suppression(let suppression): found.append(suppression)
      case .enable(let rule):
        if let index = found.lastIndex(where: { $0.rule == rule && $0.scope == .rest && $0.lastLine == .max })
        {
          found[index].lastLine = line
        }
      case .problem(let note): notes.append("\(file.path):\(line): \(note)")
      case nil: break
      }
    }
    return (found, notes)
  }

  /// Every `//` comment of the file with its line.
  private static func comments(in file: SourceFile) -> [(text: String, line: Int)] {
    var found: [(String, Int)] = []
    for token in file.syntax.tokens(viewMode: .sourceAccurate) {
      var position = token.position
      for piece in token.leadingTrivia {
        if case .lineComment(let text) = piece { found.append((text, file.line(at: position))) }
        position = position.advanced(by: piece.sourceLength.utf8Length)
      }
      position = token.endPositionBeforeTrailingTrivia
      for piece in token.trailingTrivia {
        if case .lineComment(let text) = piece { found.append((text, file.line(at: position))) }
        position = position.advanced(by: piece.sourceLength.utf8Length)
      }
    }
    return found
  }

  private enum Parsed {
    case suppression(Suppression)
    case enable(String)
    case problem(String)
  }

  /// `// tvguide-review:disable:next rule-id — reason`; `-` or `:` also separate the reason,
  /// with or without a space before them.
  private static func parse(_ comment: String, line: Int, file: String, knownRules: Set<String>) -> Parsed? {
    guard let start = comment.range(of: prefix) else { return nil }
    let body = comment[start.upperBound...]
    let words = body.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
    guard let command = words.first else { return nil }
    let rest = words.count > 1 ? String(words[1]) : ""
    // The id ends where a letter, digit or hyphen stops: `weak-delegate: reason` names
    // `weak-delegate` as much as `weak-delegate — reason` does.
    let rule = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" })
    guard knownRules.contains(rule) else {
      return .problem("`\(comment)` names no known rule; write a rule id such as `weak-delegate`")
    }
    if command == "enable" { return .enable(rule) }
    let scope: Suppression.Scope
    switch command {
    case "disable": scope = .rest
    case "disable:next": scope = .next
    case "disable:this": scope = .this
    default: return .problem("`\(comment)` is not `disable`, `disable:next`, `disable:this` or `enable`")
    }
    let reason = rest.dropFirst(rule.count).trimmingCharacters(in: " —–-:")
    guard !reason.isEmpty else {
      return .problem("the suppression of `\(rule)` gives no reason, so it is ignored; write one after ` — `")
    }
    return .suppression(Suppression(file: file, line: line, rule: rule, scope: scope, reason: reason))
  }
}

extension String {
  fileprivate func trimmingCharacters(in characters: String) -> String {
    let set = Set(characters)
    var text = Substring(self)
    while let first = text.first, set.contains(first) { text.removeFirst() }
    while let last = text.last, set.contains(last) { text.removeLast() }
    return String(text)
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in characters: String) -> String {
    String(self).trimmingCharacters(in: characters)
  }
}
