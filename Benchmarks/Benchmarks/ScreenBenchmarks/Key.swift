/// The bytes a terminal sends for the keys the benchmarks press.
enum Key {
  static let enter: [UInt8] = [13]
  static let escape: [UInt8] = [0x1B]
  static let down = Array("\u{1B}[B".utf8)
  static let pageDown = Array("\u{1B}[6~".utf8)
  static let home = Array("\u{1B}[H".utf8)
  static let end = Array("\u{1B}[F".utf8)
}
