import Foundation
import TVGuideTestSupport
import Testing

@testable import TVGuideBundledCatalog

@Suite struct JSONArrayFilePartTests {
  @Test func readsTheAddedBytesAroundItsStretchOfTheFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent("array.json")
    try Data("0123456789".utf8).write(to: file)
    let handle = try FileHandle(forReadingFrom: file)
    defer { try? handle.close() }
    var part = JSONArrayFilePart(prefix: Array("[[".utf8), bytes: 2..<7, suffix: Array("]".utf8))
    var chunk = [UInt8](repeating: 0, count: 3)
    var read: [String] = []
    while case let count = try part.read(from: handle.fileDescriptor, into: &chunk), count > 0 {
      read.append(String(decoding: chunk[..<count], as: UTF8.self))
    }
    #expect(read == ["[[", "234", "56", "]"])
    #expect(part.count == 8)
  }
}
