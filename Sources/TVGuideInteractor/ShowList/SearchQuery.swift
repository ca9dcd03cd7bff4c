import Foundation

/// A search as the user meant it, read once where the text comes in (the search bar, a web
/// form, the CLI's argument) and trusted from there on: one line of what the front end can
/// show, within the query's limits, no space at either end. Nothing after the front end
/// cleans it again; the search use case only asks whether it has something to look for.
public struct SearchQuery: Hashable, Sendable {
  /// The longest query searched for, in characters; longer ones are cut to it. No show's name
  /// comes near, and a bound keeps a pasted megabyte from costing the search seconds.
  public static let maximumCharacters = 200
  /// The longest query searched for in bytes of UTF-8, whatever its characters carry: one
  /// character may carry any number of combining marks, so characters alone bound nothing,
  /// while bytes alone would cut a name in Chinese three times shorter than one in English.
  /// A front end need keep no more of what is typed.
  public static let maximumBytes = 800
  /// The most of a typed or pasted text that is read at all, in bytes of UTF-8: room for the
  /// limit many times over once the front end's rule has dropped what it cannot show, while a
  /// pasted ten megabytes costs no more than this.
  public static let readBytes = 64 * 1024

  /// No search: the text of a search bar that was emptied or cancelled.
  public static let blank = SearchQuery(validated: "")

  /// The words searched for, as a status line prints them.
  public let text: String

  /// Reads `typed`: its first ``readBytes``, through `visible`, the front end's rule for one
  /// line of text (what it would drop from a name it shows is not searched for either, so an
  /// answer is always about the words the user reads), cut to ``maximumCharacters`` and
  /// ``maximumBytes``, without spaces at either end.
  public init(_ typed: String, visible: (String) -> String) {
    let line = visible(Self.readablePrefix(of: typed))
    let limited = line.utf8.count > Self.maximumCharacters ? Self.limited(line) : line
    self.init(validated: limited.trimmingCharacters(in: .whitespaces))
  }

  private init(validated text: String) {
    self.text = text
  }

  /// Whether nothing is left to search for but spaces: no search at all.
  public var isBlank: Bool { text.allSatisfy(\.isWhitespace) }

  /// Whether the query has a letter or a digit, which a name can match.
  public var hasLetterOrDigit: Bool { text.contains { $0.isLetter || $0.isNumber } }

  /// The first ``readBytes`` of `text`, cut between two scalars.
  private static func readablePrefix(of text: String) -> String {
    let bytes = text.utf8
    guard bytes.count > readBytes else { return text }
    var end = bytes.index(bytes.startIndex, offsetBy: readBytes)
    while end > bytes.startIndex, UTF8.isContinuation(bytes[end]) { end = bytes.index(before: end) }
    // The scalars' view, not the string's: a string index rounds down to a whole character,
    // and one character may be the whole text.
    return String(text.unicodeScalars[..<end])
  }

  /// `line` cut to the limits. A character that does not fit whole keeps the scalars that do
  /// (its letter and its first marks), so a query never loses its first letter to its marks.
  private static func limited(_ line: String) -> String {
    var (kept, count, size) = ("", 0, 0)
    for character in line {
      guard count < maximumCharacters else { break }
      let width = character.utf8.count
      guard size + width <= maximumBytes else {
        for scalar in character.unicodeScalars {
          size += UTF8.width(scalar)
          guard size <= maximumBytes else { break }
          kept.unicodeScalars.append(scalar)
        }
        break
      }
      kept.append(character)
      (count, size) = (count + 1, size + width)
    }
    return kept
  }
}
