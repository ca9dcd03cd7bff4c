/// The opening line of a fenced code block (three or more backticks or tildes), which may be
/// indented inside a list item.
struct Fence: Equatable {
  var indentation: String
  var marker: Character
  var length: Int

  init?(opening line: String) {
    let indentation = line.prefix { $0 == " " }
    let rest = line.dropFirst(indentation.count)
    guard let marker = rest.first, marker == "`" || marker == "~" else { return nil }
    let length = rest.prefix { $0 == marker }.count
    guard length >= 3 else { return nil }
    if marker == "`", rest.dropFirst(length).contains("`") { return nil }
    self.indentation = String(indentation)
    self.marker = marker
    self.length = length
  }

  /// Whether `line` ends the block: the same marker, at least as long, and nothing after it.
  func isClosed(by line: String) -> Bool {
    let text = line.drop { $0 == " " }
    let run = text.prefix { $0 == marker }.count
    return run >= length && text.dropFirst(run).allSatisfy { $0 == " " }
  }

  /// A line of the block without the fence's indentation, as the reader sees it.
  func unindented(_ line: String) -> String {
    line.hasPrefix(indentation) ? String(line.dropFirst(indentation.count)) : line
  }
}
