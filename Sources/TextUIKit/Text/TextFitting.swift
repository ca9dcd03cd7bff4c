/// Fits text into a number of terminal columns: truncation with `…` and word wrapping, both
/// by display width so CJK text and emoji line up.
public enum TextFitting {
  /// The character that marks where text was cut.
  public static let ellipsis: Character = "…"

  /// The text cut to `width` columns, ending in `…` when something was cut.
  public static func truncate(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    guard DisplayWidth.of(text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = DisplayWidth.of(character)
      if used + characterWidth > width - 1 { break }
      result.append(character)
      used += characterWidth
    }
    // "Game of…" reads better than "Game of …".
    while result.last?.isWhitespace == true { result.removeLast() }
    return result + String(ellipsis)
  }

  /// The text padded with spaces (or cut) to exactly `width` columns.
  public static func pad(_ text: String, toWidth width: Int, alignment: TextAlignment = .left)
    -> String
  {
    // Measured once: every cell of every row comes through here.
    let textWidth = DisplayWidth.of(text)
    let fitted = textWidth > width ? truncate(text, toWidth: width) : text
    let fittedWidth = textWidth > width ? DisplayWidth.of(fitted) : textWidth
    guard fittedWidth < width else { return fitted }
    let padding = spaces(width - fittedWidth)
    return alignment == .left ? fitted + padding : padding + fitted
  }

  /// What `pad` makes of `text` when it is printable ASCII that fits in `width`, written in
  /// one copy; `nil` for any other text, which `pad` measures and fits.
  static func padPrintableASCII(_ text: String, toWidth width: Int, alignment: TextAlignment) -> String? {
    let fits = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.count <= width && bytes.allSatisfy { (0x20..<0x7F).contains($0) }
    }
    guard fits == true else { return nil }
    let count = text.utf8.count
    guard count < width else { return text }
    return String(unsafeUninitializedCapacity: width) { buffer in
      let textStart = alignment == .left ? 0 : width - count
      UnsafeMutableBufferPointer(rebasing: buffer[..<width]).initialize(repeating: UInt8(ascii: " "))
      _ = text.utf8.withContiguousStorageIfAvailable { bytes in
        UnsafeMutableBufferPointer(rebasing: buffer[textStart..<(textStart + count)]).update(
          fromContentsOf: bytes)
      }
      return width
    }
  }

  /// `count` spaces; the short runs that pad cells are made once and shared, since making
  /// them a row at a time was a fifth of printing a long show.
  public static func spaces(_ count: Int) -> String {
    guard count > 0 else { return "" }
    return count < shortSpaces.count ? shortSpaces[count] : String(repeating: " ", count: count)
  }

  private static let shortSpaces = (0...256).map { String(repeating: " ", count: $0) }

  /// Lines of at most `width` columns; existing line breaks are kept, words longer than a
  /// line are split.
  public static func wrap(_ text: String, toWidth width: Int) -> [String] {
    guard width > 0 else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      wrapParagraph($0, width: width)
    }
  }

  /// One pass over the paragraph: each character's width is measured once, so a word of a
  /// million characters costs what a million short words cost.
  private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in paragraph.split(separator: " ") {
      let wordWidth = DisplayWidth.of(word)
      if lineWidth > 0, lineWidth + 1 + wordWidth > width {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      guard wordWidth > width else {
        line += lineWidth > 0 ? " " + word : String(word)
        lineWidth += (lineWidth > 0 ? 1 : 0) + wordWidth
        continue
      }
      // A word longer than a line starts on a line of its own and is cut into full lines;
      // what is left of it begins the next line.
      for character in word {
        let characterWidth = DisplayWidth.of(character)
        if lineWidth + characterWidth > width, !line.isEmpty {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        line.append(character)
        lineWidth += characterWidth
      }
    }
    lines.append(line)
    return lines
  }
}
