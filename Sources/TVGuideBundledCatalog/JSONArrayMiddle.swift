/// Finds where a JSON array file of objects can be cut in two near its middle.
enum JSONArrayMiddle {
  /// Bytes looked at from the middle on; an episode is about 1 KB of JSON.
  static let window = 1 << 16

  /// The offset of the first comma from the middle on that has a `}` before it and a `{`
  /// after it, whitespace aside: between two objects, unless it lies inside a string or a
  /// nested array, which whoever cuts there has to rule out.
  static func comma(in descriptor: Int32, size: Int) -> Int? {
    let start = size / 2
    var part = JSONArrayFilePart(bytes: start..<min(size, start + window))
    var bytes = [UInt8](repeating: 0, count: part.count)
    guard let count = try? part.read(from: descriptor, into: &bytes), count > 0 else { return nil }
    return bytes.withUnsafeBufferPointer { bytes in
      let bytes = UnsafeBufferPointer(rebasing: bytes[..<count])
      for index in bytes.indices where bytes[index] == UInt8(ascii: ",") {
        guard let before = neighbour(of: index, in: bytes, step: -1),
          let after = neighbour(of: index, in: bytes, step: 1)
        else { continue }
        if before == UInt8(ascii: "}") && after == UInt8(ascii: "{") { return start + index }
      }
      return nil
    }
  }

  /// The first byte that is not JSON whitespace from `index` in the direction of `step`.
  private static func neighbour(of index: Int, in bytes: UnsafeBufferPointer<UInt8>, step: Int) -> UInt8? {
    var position = index + step
    while bytes.indices.contains(position) {
      switch bytes[position] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): position += step
      default: return bytes[position]
      }
    }
    return nil
  }
}
