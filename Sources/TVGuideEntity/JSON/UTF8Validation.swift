/// Whether bytes are well-formed UTF-8 (no overlong forms, surrogates or values past
/// U+10FFFF), checked without making a `String`.
enum UTF8Validation {
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      guard lead >= 0x80 else {
        index += 1
        continue
      }
      guard let (length, low, high) = sequence(startingWith: lead), index + length <= bytes.count,
        (low...high).contains(bytes[index + 1])
      else { return false }
      for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 {
        return false
      }
      index += length
    }
    return true
  }

  /// The length of the sequence a lead byte starts, and the range its second byte must be in.
  private static func sequence(startingWith lead: UInt8) -> (Int, UInt8, UInt8)? {
    switch lead {
    case 0xC2...0xDF: (2, 0x80, 0xBF)
    case 0xE0: (3, 0xA0, 0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80, 0xBF)
    case 0xED: (3, 0x80, 0x9F)
    case 0xF0: (4, 0x90, 0xBF)
    case 0xF1...0xF3: (4, 0x80, 0xBF)
    case 0xF4: (4, 0x80, 0x8F)
    default: nil
    }
  }
}
