/// How much of a query is searched for: its first `characters` user-perceived characters,
/// within `bytes` bytes of UTF-8. Characters alone bound nothing, since one character may
/// carry any number of combining marks (one letter with five million of them is one
/// character of ten megabytes); bytes alone would cut a name in Chinese three times shorter
/// than one in English.
struct SearchQueryLimit {
  let characters: Int
  let bytes: Int

  /// The most of a typed or pasted text that is read at all, in bytes of UTF-8: room for the
  /// limit many times over once control characters and escapes are dropped, while a pasted
  /// ten megabytes costs no more than this.
  static let readBytes = 64 * 1024

  /// The first `readBytes` of `text`, cut between two scalars.
  static func readablePrefix(of text: String) -> String {
    let bytes = text.utf8
    guard bytes.count > readBytes else { return text }
    var end = bytes.index(bytes.startIndex, offsetBy: readBytes)
    while end > bytes.startIndex, UTF8.isContinuation(bytes[end]) { end = bytes.index(before: end) }
    // The scalars' view, not the string's: a string index rounds down to a whole character,
    // and one character may be the whole text.
    return String(text.unicodeScalars[..<end])
  }

  /// `query` cut to the limit. A character that does not fit whole keeps the scalars that do
  /// (its letter and its first marks), so a query never loses its first letter to its marks.
  func applied(to query: String) -> String {
    guard query.utf8.count > characters else { return query }
    var (kept, count, size) = ("", 0, 0)
    for character in query {
      guard count < characters else { break }
      let width = character.utf8.count
      guard size + width <= bytes else {
        for scalar in character.unicodeScalars {
          size += UTF8.width(scalar)
          guard size <= bytes else { break }
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
