import Foundation

/// The links of a Markdown page and the anchors its headings make, as GitHub renders them:
/// what the README's and the docs' links are checked against.
enum MarkdownLinks {
  /// A link to a file of the repository: the line it is on, the path as written and the
  /// anchor after `#` (empty when none).
  struct Local: Equatable {
    var line: Int
    var path: String
    var anchor: String
  }

  /// The `[text](target)` and `![alt](target)` links outside code blocks and code spans whose
  /// target is no web address (`https:`, `mailto:`…).
  static func localLinks(in text: String) -> [Local] {
    proseLines(of: text).enumerated().flatMap { index, line in
      line.matches(of: /\]\(([^)\s]+)\)/).compactMap { match -> Local? in
        let target = String(match.output.1)
        if target.firstMatch(of: /^[a-zA-Z][a-zA-Z+.-]*:/) != nil { return nil }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        return Local(line: index + 1, path: String(parts[0]), anchor: parts.count > 1 ? String(parts[1]) : "")
      }
    }
  }

  /// The anchors of the page's headings: lower case, punctuation dropped, spaces as `-`, and
  /// `-1`, `-2`… after a heading's second and later uses.
  static func anchors(in text: String) -> Set<String> {
    var uses: [String: Int] = [:]
    var found: Set<String> = []
    for line in lines(of: text) {
      guard let heading = line.firstMatch(of: /^#{1,6}\s+(.*?)\s*#*\s*$/) else { continue }
      let slug = slug(of: String(heading.output.1))
      let used = uses[slug, default: 0]
      uses[slug] = used + 1
      found.insert(used == 0 ? slug : "\(slug)-\(used)")
    }
    return found
  }

  static func slug(of heading: String) -> String {
    String(
      heading.lowercased().unicodeScalars
        .filter { CharacterSet.alphanumerics.contains($0) || "-_ ".unicodeScalars.contains($0) }
        .map { $0 == " " ? "-" : Character($0) })
  }

  /// The page's lines with code blocks blanked and code spans removed, numbered as the file's.
  private static func proseLines(of text: String) -> [String] {
    lines(of: text).map { $0.replacing(/`[^`]*`/, with: "") }
  }

  /// The lines, with those inside fenced code blocks (and the fences) blank.
  private static func lines(of text: String) -> [String] {
    var inCode = false
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if line.firstMatch(of: /^\s*(```|~~~)/) != nil {
        inCode.toggle()
        return ""
      }
      return inCode ? "" : String(line)
    }
  }
}
