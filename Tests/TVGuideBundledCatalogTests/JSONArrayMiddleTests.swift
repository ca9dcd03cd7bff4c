import Foundation
import TVGuideTestSupport
import Testing

@testable import TVGuideBundledCatalog

@Suite struct JSONArrayMiddleTests {
  @Test func theCutIsTheFirstCommaFromTheMiddleBetweenTwoObjects() throws {
    let text = #"[{"a": [1, 2]}, {"b": {"c": 1}, "d": 2} ,"# + "\n " + #"{"e": 3}]"#
    let comma = try #require(try middleComma(of: text))
    let bytes = Array(text.utf8)
    #expect(bytes[comma] == UInt8(ascii: ","))
    #expect(String(decoding: bytes[(comma + 1)...], as: UTF8.self) == "\n " + #"{"e": 3}]"#)
  }

  @Test func commasBetweenOtherValuesAreNoCut() throws {
    #expect(try middleComma(of: #"[1, 2, {"a": 1}, "x", {"b": 2}, 3]"#) == nil)
  }

  private func middleComma(of text: String) throws -> Int? {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent("array.json")
    try Data(text.utf8).write(to: file)
    let handle = try FileHandle(forReadingFrom: file)
    defer { try? handle.close() }
    return JSONArrayMiddle.comma(in: handle.fileDescriptor, size: text.utf8.count)
  }
}
