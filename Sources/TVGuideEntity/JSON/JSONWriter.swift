import Foundation

/// The one JSON writer of the app: any `Encodable` as JSON text, its bytes written as the
/// value's `encode(to:)` calls come. `JSONEncoder` builds a tree of the whole value before it
/// writes one byte: for a show of 100 000 episodes, several times the text's size.
///
/// Two layouts, one per reader: ``Style/document`` for people and programs reading `--json`,
/// ``Style/compact`` for what the local store keeps. Strings are escaped as `JSONEncoder`
/// escapes them (`\b \f \n \r \t`, other controls as `\u00XX`), slashes left alone; a number
/// that is not finite, which JSON cannot hold, is written `null`.
public struct JSONWriter: Sendable {
  /// How the text is laid out and what an absent value becomes.
  public enum Style: Sendable {
    /// `--json`: the layout of `JSONEncoder` with `.prettyPrinted`, `.sortedKeys` and
    /// `.withoutEscapingSlashes` (two spaces an indent, `" : "` after a key), and every key
    /// written, an absent value as `null`.
    case document
    /// The store: no whitespace, keys in the order the value encodes them, absent values left
    /// out, as `JSONEncoder` writes by default.
    case compact
  }

  /// The layout this writer writes.
  public let style: Style

  /// A writer of `style`.
  public init(style: Style) {
    self.style = style
  }

  /// `value` as JSON's UTF-8 bytes; `capacity` reserves room up front for a long value.
  public func bytes(of value: some Encodable, capacity: Int = 0) throws -> [UInt8] {
    let encoder = JSONStreamEncoder(output: JSONOutput(style: style, capacity: capacity))
    try encoder.encodeValue(value)
    return encoder.output.bytes
  }

  /// `value` as JSON data.
  public func data(for value: some Encodable, capacity: Int = 0) throws -> Data {
    Data(try bytes(of: value, capacity: capacity))
  }

  /// `value` as JSON text.
  public func string(for value: some Encodable, capacity: Int = 0) throws -> String {
    String(decoding: try bytes(of: value, capacity: capacity), as: UTF8.self)
  }
}
