/// The letters a view draws where a show has no poster to show: the first letter or digit of
/// the name's first word and of its last, in capitals (`Game of Thrones` → `GT`, `Girls` → `G`).
package struct InitialsFormatter: Sendable {
  package init() {}

  /// At most two characters; empty when no word of `name` holds a letter or a digit.
  package func initials(of name: String) -> String {
    let firsts = name.split(whereSeparator: \.isWhitespace).compactMap { word in
      word.first { $0.isLetter || $0.isNumber }
    }
    guard let first = firsts.first else { return "" }
    let letters = firsts.count > 1 ? [first, firsts[firsts.count - 1]] : [first]
    // One character each, even where a capital is two (`ß` → `SS`).
    return String(letters.compactMap { String($0).uppercased().first })
  }
}
