import Foundation
import TVGuideEntity
import Testing

/// `JSONWriter`'s document style, what `--json` prints: byte for byte the layout, key order,
/// escaping and numbers of `JSONEncoder` with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes`, with every key written, an absent value as `null`.
@Suite struct JSONWriterDocumentTests {
  private let writer = JSONWriter(style: .document)

  private func foundationJSON(_ value: some Encodable) throws -> String {
    let foundation = JSONEncoder()
    foundation.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try foundation.encode(value), as: UTF8.self)
  }

  /// Keys declared out of order, nested objects and arrays, empty ones.
  private struct Record: Encodable {
    var zeta = 1
    var alpha = "a"
    var nested = Nested()
    var list = [Nested(), Nested(count: 2)]
    var empty: [Int] = []
    var emptyObject: [String: Int] = [:]
    var flags = [true, false]
    var lookup = ["b": 2, "a": 1]
  }

  private struct Nested: Encodable {
    var count = 0
    var name = "n"
  }

  @Test func theLayoutAndTheKeyOrderAreJSONEncoders() throws {
    #expect(try writer.string(for: Record()) == (try foundationJSON(Record())))
    #expect(try writer.string(for: [Record(), Record()]) == (try foundationJSON([Record(), Record()])))
    #expect(try writer.string(for: [Int]()) == (try foundationJSON([Int]())))
  }

  @Test func hostileStringsAreEscapedAsJSONEncoderEscapesThem() throws {
    var text = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
    text += "\u{7F}\u{85}\u{2028}\u{2029} \"quoted\" back\\slash a/b é 進 👩‍👩‍👧 \u{FEFF}"
    let values = ["name": text, "quote": "\"", "empty": "", "back": "\\", text: "as a key"]
    let json = try writer.string(for: values)
    #expect(json == (try foundationJSON(values)))
    let decoded = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String])
    #expect(decoded["name"] == text)
  }

  @Test(arguments: [0.0, 9.0, 8.5, 7.25, 0.1 + 0.2, 1e21, 1e-7, 123_456_789.125, -0.0, -2.5])
  func numbersAreWrittenAsJSONEncoderWritesThem(number: Double) throws {
    let values = ["rating": number]
    #expect(try writer.string(for: values) == (try foundationJSON(values)))
    #expect(try writer.string(for: [Int.min, 0, Int.max]) == (try foundationJSON([Int.min, 0, Int.max])))
  }

  /// Where `JSONEncoder` leaves an absent value out, a document writes its key with `null`;
  /// a number JSON cannot hold is `null` too.
  @Test func anAbsentValueIsNullAndSoIsANumberJSONCannotHold() throws {
    struct Sparse: Encodable {
      var id = 1
      var name: String?
      var rating: Double? = .nan
      var tags: [String]?
    }
    #expect(
      try writer.string(for: Sparse())
        == "{\n  \"id\" : 1,\n  \"name\" : null,\n  \"rating\" : null,\n  \"tags\" : null\n}")
    #expect(try JSONWriter(style: .compact).string(for: Sparse()) == #"{"id":1,"rating":null}"#)
  }

  /// A value that writes its own containers, nested ones included, as `JSONEncoder` reads them.
  @Test func nestedContainersAreWrittenWhereTheyAreAskedFor() throws {
    struct Custom: Encodable {
      enum Keys: String, CodingKey { case b, a, inner, items }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode("second", forKey: .b)
        var inner = container.nestedContainer(keyedBy: Keys.self, forKey: .inner)
        try inner.encode(2, forKey: .b)
        try inner.encodeNil(forKey: .a)
        var items = container.nestedUnkeyedContainer(forKey: .items)
        try items.encode(1)
        var deeper = items.nestedUnkeyedContainer()
        try deeper.encode("x")
        try container.encode("first", forKey: .a)
      }
    }
    #expect(try writer.string(for: Custom()) == (try foundationJSON(Custom())))
    #expect(
      try JSONWriter(style: .compact).string(for: Custom())
        == #"{"b":"second","inner":{"b":2,"a":null},"items":[1,["x"]],"a":"first"}"#)
  }
}
