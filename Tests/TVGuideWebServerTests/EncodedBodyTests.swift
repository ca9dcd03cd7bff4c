import CompressNIO
import Hummingbird
import TVGuideTestSupport
import Testing

@testable import TVGuideWebServer

/// What every answer carries for a browser: a Content-Security-Policy, an ETag a browser can
/// send back for a 304, gzip when asked for, and no body for HEAD.
@Suite struct EncodedBodyTests {
  @Test func everyAnswerForbidsInlineScriptAndFraming() async throws {
    try await TestWebServer.with { port in
      for path in ["/", "/shows/82", "/static/search.js", "/nothing", "/posters/82"] {
        let answer = try await LoopbackHTTP.request(path, port: port)
        let policy = try #require(answer.header("content-security-policy"), "\(path)")
        #expect(policy.contains("default-src 'none'"))
        #expect(policy.contains("script-src 'self'"))
        #expect(!policy.contains("unsafe-inline"))
        #expect(policy.contains("frame-ancestors 'none'"))
        // Every picture is the guide's own (`/posters/ID`): no page loads from another site.
        #expect(policy.contains("img-src 'self';"))
        #expect(answer.header("x-content-type-options") == "nosniff")
      }
    }
  }

  @Test func aBrowsersCopyIsKeptWithA304() async throws {
    try await TestWebServer.with { port in
      let first = try await LoopbackHTTP.request("/shows/82", port: port)
      let tag = try #require(first.header("etag"))
      #expect(tag.hasPrefix("\"") && tag.hasSuffix("\""))
      let again = try await LoopbackHTTP.request("/shows/82", headers: ["If-None-Match": tag], port: port)
      #expect(again.status == 304)
      #expect(again.body.isEmpty)
      let weak = try await LoopbackHTTP.request(
        "/shows/82", headers: ["If-None-Match": "\"x\", W/\(tag)"], port: port)
      #expect(weak.status == 304)
      let other = try await LoopbackHTTP.request(
        "/shows/82", headers: ["If-None-Match": "\"other\""], port: port)
      #expect(other.status == 200)
      #expect(other.body == first.body)
      let otherShow = try await LoopbackHTTP.request("/shows/83", headers: ["If-None-Match": tag], port: port)
      #expect(otherShow.status == 200)
    }
  }

  @Test func headHasTheHeadersOfGetAndNoBody() async throws {
    try await TestWebServer.with { port in
      let get = try await LoopbackHTTP.request("/shows/82", port: port)
      let head = try await LoopbackHTTP.request("/shows/82", method: "HEAD", port: port)
      #expect(head.status == 200)
      #expect(head.body.isEmpty)
      #expect(head.header("content-length") == String(get.body.count))
      #expect(head.header("etag") == get.header("etag"))
    }
  }

  @Test func aBrowserThatTakesGzipGetsIt() async throws {
    try await TestWebServer.with { port in
      let plain = try await LoopbackHTTP.request("/shows/82", port: port)
      #expect(plain.header("content-encoding") == nil)
      let zipped = try await LoopbackHTTP.request(
        "/shows/82", headers: ["Accept-Encoding": "br, gzip;q=0.8"], port: port)
      #expect(zipped.header("content-encoding") == "gzip")
      #expect(zipped.header("vary") == "Accept-Encoding")
      #expect(zipped.body.count < plain.body.count / 3)
      #expect(zipped.header("etag") != plain.header("etag"))
      var buffer = ByteBuffer(bytes: zipped.body)
      let unzipped = try buffer.decompress(with: .gzip())
      #expect(Array(buffer: unzipped) == plain.body)
    }
  }

  @Test(arguments: ["gzip;q=0", "gzip;q=0.0", "gzip; q=0.000", "identity", "br", "deflate"])
  func aBrowserThatRefusesGzipGetsThePageAsItIs(_ accepted: String) async throws {
    try await TestWebServer.with { port in
      let answer = try await LoopbackHTTP.request(
        "/shows/82", headers: ["Accept-Encoding": accepted], port: port)
      #expect(answer.header("content-encoding") == nil)
      #expect(HTMLOutline(parsing: answer.text).elements(named: "h1").map(\.text) == ["Game of Thrones"])
    }
  }

  /// Below a kilobyte gzip costs more than it saves: the 404 page is sent as it is.
  @Test func aSmallAnswerIsNotCompressed() async throws {
    try await TestWebServer.with { port in
      let answer = try await LoopbackHTTP.request(
        "/nothing", headers: ["Accept-Encoding": "gzip"], port: port)
      #expect(answer.body.count < EncodedBody.minimumCompressedBytes)
      #expect(answer.header("content-encoding") == nil)
      #expect(answer.text.contains("Not found"))
    }
  }
}
