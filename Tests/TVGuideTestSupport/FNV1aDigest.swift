/// The 64-bit FNV-1a hash of some bytes, written as 16 hex digits: a stand-in for a snapshot
/// too big to keep whole. Not cryptographic; it only has to notice an accidental change.
public struct FNV1aDigest: Sendable, Equatable, CustomStringConvertible {
  public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  public init() {}

  public init(of bytes: some Sequence<UInt8>) {
    update(with: bytes)
  }

  public mutating func update(with bytes: some Sequence<UInt8>) {
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
  }

  public var description: String {
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
