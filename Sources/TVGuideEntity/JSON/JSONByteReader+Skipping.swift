/// Skipping the values `EpisodeJSONParser` does not keep, checking as it goes that they are
/// JSON: most of an episode's bytes (its summary, its links) are skipped, so this is the
/// reader's hot path.
extension JSONByteReader {
  /// Skips one value of any kind, checking that it is valid JSON.
  mutating func skipValue(depth: Int = 0) -> Bool {
    guard depth < 64, let byte = peek() else { return false }
    switch byte {
    case UInt8(ascii: "\""): return skipString()
    case UInt8(ascii: "{"): return skipObject(depth: depth)
    case UInt8(ascii: "["): return skipArray(depth: depth)
    case UInt8(ascii: "t"): return consumeLiteral("true")
    case UInt8(ascii: "f"): return consumeLiteral("false")
    case UInt8(ascii: "n"): return consumeLiteral("null")
    default:
      guard let end = numberEnd(allowingFraction: true) else { return false }
      position = end
      return true
    }
  }

  private mutating func skipObject(depth: Int) -> Bool {
    position += 1
    if consume(UInt8(ascii: "}")) { return true }
    repeat {
      guard peek() == UInt8(ascii: "\""), skipString(), consume(UInt8(ascii: ":")),
        skipValue(depth: depth + 1)
      else { return false }
    } while consume(UInt8(ascii: ","))
    return consume(UInt8(ascii: "}"))
  }

  private mutating func skipArray(depth: Int) -> Bool {
    position += 1
    if consume(UInt8(ascii: "]")) { return true }
    repeat {
      guard skipValue(depth: depth + 1) else { return false }
    } while consume(UInt8(ascii: ","))
    return consume(UInt8(ascii: "]"))
  }

  /// Skips a string, checking its escapes and its UTF-8 without making a `String` of it.
  private mutating func skipString() -> Bool {
    guard consume(UInt8(ascii: "\"")) else { return false }
    let start = position
    var isASCII = true
    while position < bytes.count {
      skipPlainASCII()
      guard position < bytes.count else { return false }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return isASCII || UTF8Validation.isValid(UnsafeBufferPointer(rebasing: bytes[start..<(position - 1)]))
      }
      if byte == UInt8(ascii: "\\") {
        guard skipEscape() else { return false }
        continue
      }
      guard byte >= 0x20 else { return false }
      if byte >= 0x80 { isASCII = false }
      position += 1
    }
    return false
  }

  /// Moves past printable ASCII bytes other than `"` and `\\`, eight at a time: summaries
  /// and URLs are most of an episode's bytes. Stops before any other byte, or the last few.
  private mutating func skipPlainASCII() {
    guard let base = bytes.baseAddress else { return }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    while position + 8 <= bytes.count {
      let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
      let belowSpace = (word &- ones &* 0x20) & ~word & highBits
      let quote = word ^ (ones &* 0x22)
      let backslash = word ^ (ones &* 0x5C)
      let hasQuote = (quote &- ones) & ~quote & highBits
      let hasBackslash = (backslash &- ones) & ~backslash & highBits
      guard (belowSpace | hasQuote | hasBackslash | (word & highBits)) == 0 else { return }
      position += 8
    }
  }

  /// Skips the escape at `position` (its backslash), checking it.
  private mutating func skipEscape() -> Bool {
    guard position + 1 < bytes.count else { return false }
    switch bytes[position + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
      UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      position += 2
      return true
    case UInt8(ascii: "u"):
      guard let unit = hexUnit(at: position + 2), !(0xD800...0xDFFF).contains(unit) else { return false }
      position += 6
      return true
    default: return false
    }
  }
}
