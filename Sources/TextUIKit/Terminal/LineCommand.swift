import Foundation

/// One command of line mode, read from a line of standard input.
package enum LineCommand: Equatable, Sendable {
  case action(TextControlAction)
  case help
  /// A line that is not a command; the help line is printed and input goes on.
  case unknown(String)

  package static let helpText =
    "Commands: /TEXT search (/ alone clears), a row number opens it, back, more, retry, quit."

  package init(line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("/") {
      self = .action(.replaceSearchText(String(trimmed.dropFirst())))
      return
    }
    if let number = Int(trimmed) {
      self = .action(.openRow(number: number))
      return
    }
    if let name = Self.argument(of: "status", in: trimmed) {
      self = .action(.setFilter(name))
      return
    }
    switch trimmed.lowercased() {
    case "back": self = .action(.back)
    case "more": self = .action(.loadMore)
    case "retry": self = .action(.retry)
    case "cast": self = .action(.openCast)
    case "quit", "exit", "q": self = .action(.quit)
    case "help", "?": self = .help
    default: self = .unknown(trimmed)
    }
  }

  /// The rest of `line` after the word `command` and a space, e.g. `to be determined` in
  /// `status to be determined`; `nil` when the line is another command or has no argument.
  private static func argument(of command: String, in line: String) -> String? {
    let words = line.split(separator: " ", maxSplits: 1)
    guard words.count == 2, words[0].lowercased() == command else { return nil }
    return words[1].trimmingCharacters(in: .whitespaces)
  }

  /// Whether `action` is a command only some screens have (`/TEXT`, `status S`, `cast`): one
  /// the screen ignores gets the help line, so an app without search does not swallow `/girls`.
  package static func needsItsScreen(_ action: TextControlAction) -> Bool {
    switch action {
    case .replaceSearchText, .setFilter, .openCast: true
    default: false
    }
  }

  /// What line mode says, before printing the screen again, when `action` left the screen as
  /// it was; `nil` when the unchanged screen is itself the answer.
  /// A search repeated with the same text is the one command whose unchanged screen is its
  /// answer: the same results.
  package static func notice(whenUnchangedBy action: TextControlAction) -> String? {
    switch action {
    case .openRow(let number): "There is no row \(number) on this screen."
    case .loadMore: "There is nothing more to load."
    case .back: "There is no screen to go back to."
    // Said so rather than "nothing to retry": a failure met again leaves the screen as it was too.
    case .retry: "Retrying changed nothing."
    case .setFilter, .nextFilter: "The status filter is unchanged."
    case .replaceSearchText(let text) where text.allSatisfy(\.isWhitespace): "There is no search to clear."
    default: nil
    }
  }
}
