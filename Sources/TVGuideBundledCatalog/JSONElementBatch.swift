import Foundation

/// Elements of a JSON array gathered for one `JSONDecoder` call; remembers where in the whole
/// array they start, so an error names the element as the file numbers it.
struct JSONElementBatch {
  private var json: [UInt8] = [UInt8(ascii: "[")]
  private var count = 0
  private var firstIndex = 0

  var byteCount: Int { json.count }
  var isEmpty: Bool { count == 0 }

  /// Counts an element decoded elsewhere, so errors keep naming elements as the file numbers
  /// them; only while the batch is empty.
  mutating func skipElement() {
    precondition(count == 0, "an element skipped after ones still to decode")
    firstIndex += 1
  }

  mutating func append(_ element: Slice<UnsafeBufferPointer<UInt8>>) {
    if count > 0 { json.append(UInt8(ascii: ",")) }
    json.append(contentsOf: element)
    count += 1
  }

  /// Decodes the elements gathered so far and starts the next batch after them.
  mutating func decode<Element: Decodable>(_ type: Element.Type) throws -> [Element] {
    guard count > 0 else { return [] }
    json.append(UInt8(ascii: "]"))
    defer {
      firstIndex += count
      count = 0
      json = [UInt8(ascii: "[")]
    }
    do {
      return try JSONDecoder().decode([Element].self, from: Data(json))
    } catch let error as DecodingError {
      throw Self.moving(error, by: firstIndex)
    }
  }

  /// The same error with the element's index counted from the start of the whole array.
  private static func moving(_ error: DecodingError, by offset: Int) -> DecodingError {
    error.changingCodingPath { path in
      guard offset > 0, let first = path.first, let index = first.intValue else { return path }
      return [ArrayIndex(intValue: index + offset)] + path.dropFirst()
    }
  }
}
