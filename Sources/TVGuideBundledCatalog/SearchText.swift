import Foundation

/// Text reduced to what search compares: lower case, accents removed, and every run of
/// punctuation or spaces turned into one space (`Tosh.0` → `tosh 0`, `Unité 9` → `unite 9`).
public struct SearchText: Hashable, Sendable {
  /// The reduced text, words separated by single spaces.
  public let text: String
  /// The reduced text's words, in order.
  public let words: [Substring]
  let scalars: [Unicode.Scalar]
  let wordScalars: [[Unicode.Scalar]]

  /// Reduces `raw` to what search compares.
  public init(_ raw: String) {
    let folded = raw.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    var cleaned = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in folded.unicodeScalars {
      if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
        if pendingSpace && !cleaned.isEmpty { cleaned.append(" ") }
        pendingSpace = false
        cleaned.append(scalar)
      } else if !scalar.properties.isDiacritic || scalar.properties.isWhitespace {
        pendingSpace = true
      }
    }
    text = String(cleaned)
    words = text.split(separator: " ")
    scalars = Array(text.unicodeScalars)
    wordScalars = words.map { Array($0.unicodeScalars) }
  }

  /// Whether nothing searchable was left, e.g. for a query of punctuation only.
  public var isEmpty: Bool { text.isEmpty }
}
