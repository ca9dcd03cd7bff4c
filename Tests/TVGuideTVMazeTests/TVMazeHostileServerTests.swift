import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestServer
import TVGuideTestSupport
import Testing

@_spi(Fuzzing) @testable import TVGuideTVMaze

/// Servers that break HTTP itself: answers URLSession trapped on or read as an outage, and
/// heads too large to read in bounded time. Each is one fact, at once.
@Suite("TVMazeClient against servers that break HTTP", .serialized)
struct TVMazeHostileServerTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var answer: MalformedAnswer
    var error: @Sendable (_ host: String) -> ShowDataError
    var testDescription: String { "\(answer)".prefix(60).description }
  }

  private static func malformed(_ problem: String) -> @Sendable (String) -> ShowDataError {
    { .malformedData(detail: "the answer from \($0) was malformed: \(problem)") }
  }

  static let cases: [Case] = [
    Case(answer: .statusLineThenClose, error: malformed("its headers were cut off")),
    Case(answer: .headersThenClose, error: malformed("its headers were cut off")),
    Case(answer: .negativeContentLength, error: malformed("its headers could not be read")),
    Case(answer: .http09) { .malformedData(detail: "\($0) did not answer in HTTP") },
    Case(answer: .hugeHeader(bytes: 10_000_000), error: malformed("its headers were longer than 64 KB")),
    Case(answer: .hugeHeader(bytes: 80_000), error: malformed("its headers were longer than 64 KB")),
    Case(answer: .manyHeaders(count: 20_000), error: malformed("it had more than 100 header lines")),
    // Nothing readable arrived: the server is as good as out of reach, and the store may answer.
    Case(answer: .closeMidStatusLine) { _ in .outOfReach(how: .noConnection) },
  ]

  @Test(arguments: cases)
  func aBrokenAnswerIsOneFact(_ broken: Case) async throws {
    let server = try RawAnswerServer(answer: broken.answer)
    let host = "127.0.0.1:\(server.baseURL.port!)"
    await #expect(throws: broken.error(host)) { try await TVMazeClient.loopback(server.baseURL).show(id: 1) }
  }

  @Test func headersUpToTheBoundAreRead() async throws {
    let server = try RawAnswerServer(answer: .manyHeaders(count: HTTPHeadReader.maximumFieldCount - 3))
    let show = try await TVMazeClient.loopback(server.baseURL).show(id: 1).value
    #expect(show.name == "Pilot")
  }

  @Test func anIPv6LiteralAddressIsReached() async throws {
    try await withTestServer(ipv6: true) { server in
      #expect(server.baseURL.absoluteString.hasPrefix("http://[::1]:"))
      let show = try await TVMazeClient.loopback(server.baseURL).show(id: 82).value
      #expect(show.name == "Game of Thrones")
      let raw = try RawAnswerServer(answer: .json(#"{"id":7,"name":"Seven"}"#), ipv6: true)
      #expect(try await TVMazeClient.loopback(raw.baseURL).show(id: 7).value.name == "Seven")
    }
  }
}
