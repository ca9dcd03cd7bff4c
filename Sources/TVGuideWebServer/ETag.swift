/// A page's entity tag: FNV-1a over its bytes, in hex. The same page written twice has the
/// same tag, so a browser's copy is kept with a 304 rather than sent again.
enum ETag {
  static func of(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}
