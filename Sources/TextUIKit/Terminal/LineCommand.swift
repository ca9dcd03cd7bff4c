import Foundation

/// One command of line mode, read from a line of standard input.
package enum LineCommand: Equatable, Sendable {
  case action(TextControlAction)
  case help
  /// A line that is not a command; the help line is printed and input goes on.
  case unknown(String)
  /// A command whose arguments are wrong: the one line that says so, naming the command.
  case invalid(String)

  package static let helpText =
    "Commands: /TEXT search (/ alone clears), a row number opens it, following, follow [N], "
    + "watched S01E05, back, more, retry, quit."

  /// Every word that starts a command, for a help text to be checked against.
  package static let words = [
    "status", "follow", "unfollow", "watched", "unwatched", "back", "more", "retry", "cast", "following",
    "quit", "help",
  ]

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
    if let action = Self.rowAction(in: trimmed) {
      self = .action(action)
      return
    }
    if let problem = Self.argumentProblem(in: trimmed) {
      self = .invalid("\(Self.echo(trimmed)): \(problem)")
      return
    }
    switch trimmed.lowercased() {
    case "back": self = .action(.back)
    case "more": self = .action(.loadMore)
    case "retry": self = .action(.retry)
    case "cast": self = .action(.openCast)
    case "following": self = .action(.openFollowing)
    case "quit", "exit", "q": self = .action(.quit)
    case "help", "?": self = .help
    default: self = .unknown(trimmed)
    }
  }

  /// `follow`, `follow N` (`unfollow` the same): the screen's show or row N's; `watched
  /// S01E05` (`unwatched` the same): that episode of the screen's show.
  private static func rowAction(in line: String) -> TextControlAction? {
    let words = line.split(separator: " ")
    guard let command = words.first?.lowercased(), words.count <= 2 else { return nil }
    switch command {
    case "follow", "unfollow":
      guard words.count == 1 else { return Int(words[1]).map { .toggleFollow(row: $0) } }
      return .toggleFollow(row: nil)
    case "watched", "unwatched":
      return words.count == 2 ? .toggleWatched(episode: String(words[1])) : nil
    default:
      return nil
    }
  }

  /// What is wrong with the arguments of a `follow` or `watched` line that ``rowAction(in:)``
  /// could not read; `nil` for a line that is not one of them.
  private static func argumentProblem(in line: String) -> String? {
    switch line.split(separator: " ").first?.lowercased() {
    case "follow", "unfollow": "name a row by its number, as in follow 3, or nothing for the show on screen."
    case "watched", "unwatched": "name one episode of the show on screen, as in watched S01E05."
    default: nil
    }
  }

  /// `line` as line mode repeats it before saying what is wrong: one line, with no control or
  /// escape characters, and at most 40 characters of it.
  package static func echo(_ line: String) -> String {
    let clean = TerminalTextSanitizer(mode: .singleLine).sanitize(line).trimmingCharacters(in: .whitespaces)
    return clean.count > 40 ? clean.prefix(39) + "…" : clean
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
    case .replaceSearchText, .setFilter, .openCast, .openFollowing, .toggleFollow, .toggleWatched: true
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
