import Foundation
import TVGuideEntity

/// An index page cut into its shows' JSON once, each found by its id and decoded alone when
/// asked for. `tvguide show ID` wants one show of a page and `tvguide next` a hundred: a
/// decoder over the whole page (JSONDecoder reads all of it before any one show) cost a
/// third of the first's start-up, and decoding all 250 shows once was a quarter of the
/// second's time, where only the shows asked for are built here.
struct IndexPageShows {
  /// Where an element lies in the page and which element of the array it is.
  private struct Element {
    let index: Int
    let bytes: Range<Int>
  }

  private let page: [UInt8]
  private let elements: [Int: Element]
  /// The first element whose id could not be read, with why.
  private let unreadable: DecodingError?

  /// Cuts `page`, which must be a JSON array; its elements are not read past their ids.
  init(page data: Data) throws {
    let page = [UInt8](data)
    var (elements, unreadable) = ([Int: Element](), DecodingError?.none)
    var (splitter, index) = (JSONArraySplitter(), 0)
    try page.withUnsafeBufferPointer { bytes in
      try splitter.scan(bytes) { range in
        let element = Element(index: index, bytes: range)
        index += 1
        do {
          let id = try Self.id(of: element, in: bytes)
          if elements[id] == nil { elements[id] = element }
        } catch {
          unreadable = unreadable ?? error as? DecodingError
        }
      }
    }
    try splitter.finish()
    (self.page, self.elements, self.unreadable) = (page, elements, unreadable)
  }

  private static func id(of element: Element, in page: UnsafeBufferPointer<UInt8>) throws -> Int {
    let bytes = UnsafeBufferPointer(rebasing: page[element.bytes])
    return try leadingID(in: bytes) ?? decoded(ShowID.self, element, bytes).id
  }

  /// The show with `id`, if the page holds one. Throws the error of its element when that
  /// does not decode, or of an element whose id could not be read when none has `id`.
  func show(withID id: Int) throws -> ShowDTO? {
    guard let element = elements[id] else {
      if let unreadable { throw unreadable }
      return nil
    }
    return try page.withUnsafeBufferPointer { page in
      try Self.decoded(ShowDTO.self, element, UnsafeBufferPointer(rebasing: page[element.bytes]))
    }
  }

  /// An element decoded alone, its errors placed in the whole array.
  private static func decoded<Value: Decodable>(
    _ type: Value.Type, _ element: Element, _ bytes: UnsafeBufferPointer<UInt8>
  ) throws -> Value {
    do {
      return try JSONDecoder().decode(Value.self, from: Data(buffer: bytes))
    } catch let error as DecodingError {
      throw error.changingCodingPath { [ArrayIndex(intValue: element.index)] + $0 }
    }
  }

  /// The id of an object that starts `{"id": N`, as TVMaze writes every show; `nil` for any
  /// other start, which JSONDecoder then reads.
  static func leadingID(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var position = 0
    func skipWhitespace() {
      while position < bytes.count, isWhitespace(bytes[position]) { position += 1 }
    }
    func consume(_ expected: String) -> Bool {
      skipWhitespace()
      for byte in expected.utf8 {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
      }
      return true
    }
    guard consume("{"), consume("\"id\""), consume(":") else { return nil }
    skipWhitespace()
    let start = position
    var value = 0
    while position < bytes.count, position - start < 18, let digit = Self.digit(bytes[position]) {
      value = value * 10 + digit
      position += 1
    }
    let digits = position - start
    // No digits, a leading zero or anything but the end of the number (a sign, a fraction)
    // is left to JSONDecoder, which reads it or says what is wrong.
    guard digits > 0, digits == 1 || bytes[start] != UInt8(ascii: "0"), consume(",") || consume("}") else {
      return nil
    }
    return value
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  private static func digit(_ byte: UInt8) -> Int? {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
  }

  /// Just the id of an element that did not start with it.
  private struct ShowID: Decodable {
    let id: Int
  }
}
