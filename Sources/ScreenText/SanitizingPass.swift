/// One run of `ScreenTextSanitizer` over a text's scalars. Each scalar is looked at a
/// bounded number of times: a string sequence (OSC, DCS…) that never ends is found once, and
/// every introducer before the same line break is then known to end nowhere either.
struct SanitizingPass {
  let scalars: [Unicode.Scalar]
  let keepsLineBreaks: Bool
  private var position = 0
  /// Scalars before this index hold no string terminator (BEL, ST) before a line break.
  private var noTerminatorBefore = 0
  private var kept = String.UnicodeScalarView()

  init(scalars: [Unicode.Scalar], keepsLineBreaks: Bool) {
    self.scalars = scalars
    self.keepsLineBreaks = keepsLineBreaks
  }

  mutating func run() -> String {
    while position < scalars.count {
      let scalar = scalars[position]
      switch scalar.value {
      case 0x0A, 0x2028, 0x2029:
        kept.append(keepsLineBreaks ? "\n" : " ")
        position += 1
      case 0x09:
        kept.append(" ")
        position += 1
      case 0x1B:
        position = endOfEscape(at: position) ?? position + 1
      case 0x9B:
        position = endOfControlSequence(from: position + 1) ?? position + 1
      case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
        position = endOfString(from: position + 1) ?? position + 1
      default:
        if !ScreenTextSanitizer.isInvisible(scalar) { kept.append(scalar) }
        position += 1
      }
    }
    return String(kept)
  }

  /// Where the escape starting at `start` ends, or `nil` when it starts no complete sequence.
  private mutating func endOfEscape(at start: Int) -> Int? {
    let next = start + 1
    guard next < scalars.count else { return next }
    switch scalars[next] {
    case "[": return endOfControlSequence(from: next + 1)
    case "]", "P", "X", "^", "_": return endOfString(from: next + 1)
    default:
      // nF escapes carry intermediate bytes (0x20–0x2F) before their final byte (0x30–0x7E).
      var index = next
      while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
      guard index < scalars.count else { return index }
      return (0x30...0x7E).contains(scalars[index].value) ? index + 1 : nil
    }
  }

  /// A CSI's parameters and intermediates, then its final byte; a sequence cut off by the end
  /// of the text goes whole, one broken by any other character is no sequence.
  private func endOfControlSequence(from start: Int) -> Int? {
    var index = start
    while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) { index += 1 }
    guard index < scalars.count else { return index }
    return (0x40...0x7E).contains(scalars[index].value) ? index + 1 : nil
  }

  /// A string runs to BEL or ST (`ESC \` or 0x9C) on the same line.
  private mutating func endOfString(from start: Int) -> Int? {
    guard start >= noTerminatorBefore else { return nil }
    var index = start
    while index < scalars.count {
      switch scalars[index].value {
      case 0x07, 0x9C: return index + 1
      case 0x1B where index + 1 < scalars.count && scalars[index + 1] == "\\": return index + 2
      case 0x0A, 0x0D, 0x2028, 0x2029:
        noTerminatorBefore = index
        return nil
      default: index += 1
      }
    }
    noTerminatorBefore = index
    return nil
  }
}
