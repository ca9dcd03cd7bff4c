import TVGuideTestSupport
import Testing

/// What the server answers, asked as a browser (or something worse) asks: pages and files at
/// their routes, 404 outside them, and 405, 413 and 414 for what it will not read.
@Suite struct WebResponderTests {
  @Test func theListAndAShowArePages() async throws {
    try await TestWebServer.with { port in
      let list = try await LoopbackHTTP.request("/", port: port)
      #expect(list.status == 200)
      #expect(list.header("content-type") == "text/html; charset=utf-8")
      #expect(
        HTMLOutline(parsing: list.text).elements(named: "a").contains { $0.attribute("href") == "/shows/1" })
      let show = try await LoopbackHTTP.request("/shows/82", port: port)
      #expect(show.status == 200)
      #expect(HTMLOutline(parsing: show.text).elements(named: "h1").map(\.text) == ["Game of Thrones"])
      #expect(HTMLOutline(parsing: show.text).elements(named: "section").count == 8)
    }
  }

  @Test func aSearchListsItsMatches() async throws {
    try await TestWebServer.with { port in
      let search = try await LoopbackHTTP.request("/?q=girls", port: port)
      #expect(search.status == 200)
      let names = HTMLOutline(parsing: search.text).elements(named: "a").map(\.text)
      #expect(names.contains("Girls"))
    }
  }

  /// A GET form sends spaces as `+`: the words are searched, and the box shows them as typed.
  @Test func aSearchOfSeveralWordsSentByTheFormReadsItsPlusesAsSpaces() async throws {
    try await TestWebServer.with { port in
      let search = try await LoopbackHTTP.request("/?q=game+of+thrones", port: port)
      let page = HTMLOutline(parsing: search.text)
      #expect(page.elements(named: "input").contains { $0.attribute("value") == "game of thrones" })
      #expect(page.elements(named: "a").map(\.text).contains("Game of Thrones"))
      #expect(!search.text.contains("game+of"))
    }
  }

  @Test func theStylesheetIsAFile() async throws {
    try await TestWebServer.with { port in
      let stylesheet = try await LoopbackHTTP.request("/static/tvguide.css", port: port)
      #expect(stylesheet.status == 200)
      #expect(stylesheet.header("content-type") == "text/css; charset=utf-8")
      #expect(stylesheet.header("cache-control") == "max-age=3600")
      #expect(stylesheet.text.contains("font-family"))
    }
  }

  @Test(arguments: [
    "/nothing", "/shows/abc", "/shows/0", "/static/../Package.swift", "/?page=-1", "/?status=soon",
  ])
  func anAddressOutsideTheRoutesIs404(_ path: String) async throws {
    try await TestWebServer.with { port in
      let answer = try await LoopbackHTTP.request(path, port: port)
      #expect(answer.status == 404)
      #expect(HTMLOutline(parsing: answer.text).elements(named: "h1").map(\.text) == ["Not found"])
    }
  }

  @Test func aShowThatDoesNotExistIs404() async throws {
    try await TestWebServer.with { port in
      let answer = try await LoopbackHTTP.request("/shows/999999999", port: port)
      #expect(answer.status == 404)
      #expect(answer.header("content-security-policy") != nil)
    }
  }

  @Test(arguments: ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
  func aMethodOtherThanGetOrHeadIs405(_ method: String) async throws {
    try await TestWebServer.with { port in
      let answer = try await LoopbackHTTP.request("/", method: method, port: port)
      #expect(answer.status == 405)
      #expect(answer.header("allow") == "GET, HEAD")
    }
  }

  /// The pages read no body: one is refused before it is read (only a button's post has one).
  @Test func aRequestWithABodyIs413() async throws {
    try await TestWebServer.with { port in
      let answer = try await LoopbackHTTP.request(
        "/", body: Array(repeating: UInt8(ascii: "x"), count: 64), port: port)
      #expect(answer.status == 413)
    }
  }

  @Test func anAddressOver2048BytesIs414() async throws {
    try await TestWebServer.with { port in
      let long = try await LoopbackHTTP.request("/?q=" + String(repeating: "a", count: 2_100), port: port)
      #expect(long.status == 414)
      let justUnder = try await LoopbackHTTP.request(
        "/?q=" + String(repeating: "a", count: 2_000), port: port)
      #expect(justUnder.status == 200)
    }
  }
}
