import TVGuideReviewKit

/// Runs one rule over Swift snippets the way the reviewer runs it over a package's files.
/// Lines a snippet expects a finding on end with the marker `// ✗`.
enum SnippetReview {
  static let marker = "// ✗"

  /// The findings of `rule` in `source`. `others` are indexed as files of the same target,
  /// like the rest of a package.
  static func findings(
    _ rule: some ReviewRule, in source: String, module: String? = nil, others: [String] = [],
    layers: LayerOrder = .repository
  ) -> [Finding] {
    let file = SourceFile(path: "Snippet.swift", source: source, module: module)
    let otherFiles = others.enumerated().map { index, text in
      SourceFile(path: "Other\(index).swift", source: text, module: module)
    }
    return rule.findings(in: file, context: ReviewContext(files: [file] + otherFiles, layers: layers))
  }

  /// The lines of `source` that carry the marker, 1-based.
  static func markedLines(_ source: String) -> [Int] {
    source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .filter { $0.element.contains(marker) }
      .map { $0.offset + 1 }
  }

  /// Whether `rule` finds exactly the marked lines of `source`, each once: as a finding or as
  /// a place listed under one (the other places of the same problem).
  static func findsMarkedLines(
    _ rule: some ReviewRule, in source: String, module: String? = nil, others: [String] = []
  ) -> Bool {
    places(findings(rule, in: source, module: module, others: others)) == markedLines(source)
  }

  /// The line of each finding and of each place listed under it, in order.
  static func places(_ findings: [Finding]) -> [Int] {
    findings.flatMap { [$0.line] + $0.related.map(\.line) }.sorted()
  }
}
