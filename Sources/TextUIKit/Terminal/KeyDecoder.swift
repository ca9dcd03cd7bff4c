/// Turns the bytes read from a terminal in raw mode into key events: UTF-8 text, control
/// chords and the escape sequences of arrows, Page Up/Down, Home and End (both the `CSI`
/// and the `SS3` forms that xterm, tmux and the Linux console send).
package struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  package init() {}

  /// Decodes what can be decoded; an incomplete UTF-8 character waits for the next bytes.
  /// A lone ESC at the end of a read is the Escape key: terminals send a sequence in one
  /// write, so a sequence is never split between reads in practice.
  package mutating func decode(_ bytes: [UInt8]) -> [KeyEvent] {
    pending += bytes
    var events: [KeyEvent] = []
    var index = 0
    while index < pending.count {
      guard let (event, length) = Self.event(in: pending[index...]) else { break }
      events.append(event)
      index += length
    }
    pending.removeFirst(index)
    return Self.mergingText(events)
  }

  /// The event at the start of `bytes` and how many bytes it used, or `nil` when more bytes
  /// are needed.
  private static func event(in bytes: ArraySlice<UInt8>) -> (KeyEvent, Int)? {
    guard let first = bytes.first else { return nil }
    switch first {
    case 0x1B: return escapeSequence(bytes)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x09: return (.tab, 1)
    case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
    case 0x00, 0x1C...0x1F: return (.unknown, 1)
    default: return utf8Character(bytes)
    }
  }

  private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (KeyEvent, Int)? {
    let start = bytes.startIndex
    guard bytes.count > 1 else { return (.escape, 1) }
    let introducer = bytes[start + 1]
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
      return (.escape, 1)
    }
    // Parameters and intermediates run up to a final byte in 0x40–0x7E.
    var end = start + 2
    while end < bytes.endIndex, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
    guard end < bytes.endIndex else { return (.escape, 1) }
    let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
    return (key(final: bytes[end], parameters: parameters), end - start + 1)
  }

  private static func key(final: UInt8, parameters: String) -> KeyEvent {
    switch (Unicode.Scalar(final), parameters) {
    case ("A", _): .up
    case ("B", _): .down
    case ("C", _): .right
    case ("D", _): .left
    case ("H", _), ("~", "1"), ("~", "7"): .home
    case ("F", _), ("~", "4"), ("~", "8"): .end
    case ("~", "5"): .pageUp
    case ("~", "6"): .pageDown
    case ("~", "3"): .backspace
    default: .unknown
    }
  }

  private static func utf8Character(_ bytes: ArraySlice<UInt8>) -> (KeyEvent, Int)? {
    let first = bytes[bytes.startIndex]
    let length =
      switch first {
      case 0xC0...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF7: 4
      default: 1
      }
    guard bytes.count >= length else { return nil }
    let slice = bytes[bytes.startIndex..<(bytes.startIndex + length)]
    guard let text = String(validating: slice, as: UTF8.self) else { return (.unknown, 1) }
    return (.text(text), length)
  }

  /// A paste arrives as many characters in one read; typing them as one edit avoids a
  /// search per character.
  private static func mergingText(_ events: [KeyEvent]) -> [KeyEvent] {
    var merged: [KeyEvent] = []
    for event in events {
      if case .text(let next) = event, case .text(let previous)? = merged.last {
        merged[merged.count - 1] = .text(previous + next)
      } else {
        merged.append(event)
      }
    }
    return merged
  }
}
