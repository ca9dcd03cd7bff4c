/// Wraps argument-parser's usage line, the one line of its help and errors it does not wrap
/// itself, so that every line printed fits the terminal: continuation lines start under the
/// command, and no option is split from its value (`[--source <source>]` stays whole).
struct UsageLineWrapper {
  let width: Int

  func wrapping(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in line.hasPrefix("USAGE: ") || line.hasPrefix("Usage: ") ? wrapped(line) : String(line) }
      .joined(separator: "\n")
  }

  private func wrapped(_ line: Substring) -> String {
    let indent = String(repeating: " ", count: "Usage: ".count)
    var lines: [String] = []
    var current = ""
    for part in Self.parts(of: line) {
      if !current.isEmpty, current.count + 1 + part.count > width, current.count > indent.count {
        lines.append(current)
        current = indent
      }
      current += current.isEmpty || current == indent ? part : " " + part
    }
    return (lines + [current]).joined(separator: "\n")
  }

  /// The words of the line, with a bracketed option and its value kept as one.
  private static func parts(of line: Substring) -> [String] {
    var parts: [String] = []
    var depth = 0
    for word in line.split(separator: " ") {
      if depth > 0, let last = parts.popLast() {
        parts.append(last + " " + word)
      } else {
        parts.append(String(word))
      }
      depth += word.filter { "[<".contains($0) }.count - word.filter { "]>".contains($0) }.count
      depth = max(0, depth)
    }
    return parts
  }
}
