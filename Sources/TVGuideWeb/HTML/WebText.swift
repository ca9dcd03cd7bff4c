import TVGuidePresenter

/// The web page's rule for text from data, as the presenters ask for it. A browser does not act
/// on escape sequences, but a reader should not see them either, and invisible characters
/// (bidirectional overrides, zero-width joiners) can make one name pass for another: both are
/// dropped. Markup is left alone here: every text is escaped when a page is written
/// (`HTMLEscaping`), so `<script>` in a name is shown as the name says.
public struct WebText: TextSanitizing {
  /// The rule; it keeps no state.
  public init() {}

  /// `text` as one line: escape sequences and invisible characters dropped, line breaks and
  /// runs of spaces as one space.
  public func singleLine(_ text: String) -> String {
    collapsingSpaces(visible(text, keepsLineBreaks: false))
  }

  /// `text` with its line breaks kept: escape sequences and invisible characters dropped.
  public func multiline(_ text: String) -> String {
    visible(text, keepsLineBreaks: true)
  }

  private func visible(_ text: String, keepsLineBreaks: Bool) -> String {
    var kept = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\u{1B}" {
        Self.skipEscapeSequence(&scalars)
      } else if scalar == "\n" || scalar == "\u{2028}" || scalar == "\u{2029}" {
        kept.append(keepsLineBreaks ? "\n" : " ")
      } else if scalar == "\t" || scalar == "\r" {
        kept.append(" ")
      } else if !Self.isInvisible(scalar) {
        kept.append(scalar)
      }
    }
    return String(kept)
  }

  /// Skips what follows an ESC: a control sequence (`ESC [ … final`), an operating-system
  /// command (`ESC ] … BEL` or `ESC ] … ESC \`), or the one character of a two-character sequence.
  private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
    guard let introducer = scalars.next() else { return }
    switch introducer {
    case "[":
      while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
    case "]":
      while let next = scalars.next(), next != "\u{07}" {
        // The other terminator, ESC \: its backslash goes too.
        if next == "\u{1B}" {
          _ = scalars.next()
          return
        }
      }
    default:
      return
    }
  }

  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
    if value < 0xAD { return false }
    return scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.isNoncharacterCodePoint
      || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
  }

  private func collapsingSpaces(_ text: String) -> String {
    text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }
}
