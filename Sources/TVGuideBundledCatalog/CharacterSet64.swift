/// Which characters a text holds, as 64 bits: one a letter or digit, the rest shared by
/// hashing. An edit changes at most two bits, so texts whose sets differ in more than
/// `2 × edits` bits cannot be within `edits` of each other, which rules out most names
/// before any distance is computed.
struct CharacterSet64: Equatable {
  let bits: UInt64

  init(_ scalars: some Sequence<Unicode.Scalar>) {
    var bits: UInt64 = 0
    for scalar in scalars { bits |= 1 << Self.bit(for: scalar) }
    self.bits = bits
  }

  /// Whether a text with these characters can be within `edits` of one with `other`'s.
  func mayBeWithin(_ edits: Int, of other: CharacterSet64) -> Bool {
    (bits ^ other.bits).nonzeroBitCount <= 2 * edits
  }

  private static func bit(for scalar: Unicode.Scalar) -> UInt64 {
    switch scalar.value {
    case 0x61...0x7A: UInt64(scalar.value - 0x61)
    case 0x30...0x39: 26 + UInt64(scalar.value - 0x30)
    default: 36 + UInt64(scalar.value % 28)
    }
  }
}
