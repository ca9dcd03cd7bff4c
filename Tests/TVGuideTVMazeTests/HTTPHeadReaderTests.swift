import Testing

@_spi(Fuzzing) @testable import TVGuideTVMaze

@Suite struct HTTPHeadReaderTests {
  /// The head read from `lines`, each sent with its CRLF as libcurl hands it over.
  private static func read(_ lines: [String]) throws(MalformedHead) -> HTTPHeadReader {
    var reader = HTTPHeadReader()
    for line in lines { try reader.read(Array((line + "\r\n").utf8)) }
    return reader
  }

  @Test func aHeadIsItsStatusAndFields() throws {
    let reader = try Self.read([
      "HTTP/1.1 200 OK", "Content-Type:  application/json ", "Content-Length: 2", "",
    ])
    #expect(reader.head?.status == 200)
    #expect(reader.head?.value(of: "content-type") == "application/json")
    #expect(reader.head?.fields.count == 2)
  }

  @Test func anInformationalHeadIsSkipped() throws {
    let reader = try Self.read(["HTTP/1.1 100 Continue", "", "HTTP/2 404", "X-A: b", ""])
    #expect(reader.head == HTTPHead(status: 404, fields: [.init(name: "X-A", value: "b")]))
  }

  @Test func aHeadWithoutItsBlankLineHasBegunButIsNotComplete() throws {
    let reader = try Self.read(["HTTP/1.1 200 OK", "Content-Type: application/json"])
    #expect(reader.hasBegun)
    #expect(reader.head == nil)
  }

  @Test(arguments: [
    ["HTTP/0.9 200 OK"], ["HTTP/1.1 2000 OK"], ["HTTP/1.1 099 Odd"], ["ICY 200 OK"], ["HTTP/1.1 2x0 OK"],
    ["{\"id\":1}"],
  ])
  func aFirstLineThatIsNoHTTPStatusLineIsRefused(lines: [String]) {
    #expect(throws: MalformedHead.invalidStatusLine) { try Self.read(lines) }
  }

  @Test(arguments: [
    ["HTTP/1.1 200 OK", "no colon here"], ["HTTP/1.1 200 OK", ": no name"],
    ["HTTP/1.1 200 OK", "Bad Name: x"], ["HTTP/1.1 200 OK", "X-A: b", " folded onto it"],
    // Found by FuzzHTTPHead: a bare CR inside a value, which libcurl hands over as it is.
    ["HTTP/1.1 200 OK", "X-A: v\r v"], ["HTTP/1.1 200 OK", "X-A: a\u{0}b"],
  ])
  func aHeaderLineThatIsNoNameAndValueIsRefused(lines: [String]) {
    #expect(throws: MalformedHead.invalidField) { try Self.read(lines) }
  }

  @Test(arguments: ["-1", "+5", "1e3", "", "99999999999999999999999", "12, 12"])
  func aContentLengthThatIsNoByteCountIsRefused(value: String) {
    #expect(throws: MalformedHead.invalidContentLength) {
      try Self.read(["HTTP/1.1 200 OK", "Content-Length: \(value)", ""])
    }
  }

  @Test func twoContentLengthsThatDisagreeAreRefused() {
    #expect(throws: MalformedHead.invalidContentLength) {
      try Self.read(["HTTP/1.1 200 OK", "Content-Length: 2", "content-length: 3", ""])
    }
  }

  @Test func moreHeaderLinesThanTheBoundAreRefusedAtTheFirstOneOver() {
    let fields = (0...HTTPHeadReader.maximumFieldCount).map { "X-\($0): v" }
    let atTheBound = try? Self.read(["HTTP/1.1 200 OK"] + fields.dropLast() + [""])
    #expect(atTheBound?.head?.fields.count == 100)
    #expect(throws: MalformedHead.tooManyFields(limit: 100)) { try Self.read(["HTTP/1.1 200 OK"] + fields) }
  }

  @Test func aHeadLargerThanTheBoundIsRefused() {
    let padding = String(repeating: "a", count: HTTPHeadReader.maximumSize)
    #expect(throws: MalformedHead.tooLarge(limit: 64 * 1024)) {
      try Self.read(["HTTP/1.1 200 OK", "X-Padding: \(padding)", ""])
    }
  }

  @Test func theProblemsReadAsTheEndOfASentence() {
    #expect("\(MalformedHead.tooManyFields(limit: 100))" == "it had more than 100 header lines")
    #expect("\(MalformedHead.tooLarge(limit: 65536))" == "its headers were longer than 64 KB")
    #expect("\(MalformedHead.cutOff)" == "its headers were cut off")
  }
}
