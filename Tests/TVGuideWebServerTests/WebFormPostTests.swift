import TVGuideTestSupport
import TVGuideWeb
import Testing

/// The buttons' posts, as the server answers them: carried out only with the run's token
/// (403 without it or with another), then 303 to a page that shows the change.
@Suite struct WebFormPostTests {
  private static let token = WebFormToken(value: "c0ffee")

  private func post(_ path: String, _ form: String, port: Int) async throws -> LoopbackHTTPResponse {
    try await LoopbackHTTP.request(
      path, method: "POST", headers: ["Content-Type": "application/x-www-form-urlencoded"],
      body: Array(form.utf8), port: port)
  }

  @Test func followingWithTheTokenIsDoneAndTheFollowingPageListsIt() async throws {
    let follows = FakeFollowStore()
    try await TestWebServer.with(follows: follows, token: Self.token) { port in
      // Asked first, so the page cache holds the list without the show.
      let before = try await LoopbackHTTP.request("/following", port: port)
      #expect(
        !HTMLOutline(parsing: before.text).elements(named: "a").contains { $0.text == "Game of Thrones" })
      let answer = try await post("/shows/82/follow", "token=c0ffee&return=%2Ffollowing", port: port)
      #expect(answer.status == 303)
      #expect(answer.header("location") == "/following")
      #expect(await follows.followed == [82])
      let after = try await LoopbackHTTP.request("/following", port: port)
      let links = HTMLOutline(parsing: after.text).elements(named: "a")
      #expect(links.contains { $0.text == "Game of Thrones" && $0.attribute("href") == "/shows/82" })
    }
  }

  @Test(arguments: ["", "token=", "token=c0ffe", "token=C0FFEE", "return=%2F&token=bad"])
  func aPostWithoutTheTokenIs403AndChangesNothing(_ form: String) async throws {
    let follows = FakeFollowStore()
    try await TestWebServer.with(follows: follows, token: Self.token) { port in
      let answer = try await post("/shows/82/follow", form, port: port)
      #expect(answer.status == 403)
      #expect(answer.header("location") == nil)
      #expect(await follows.followed.isEmpty)
    }
  }

  @Test func markingAnEpisodeWatchedGoesBackToItsSeason() async throws {
    let follows = FakeFollowStore()
    try await TestWebServer.with(follows: follows, token: Self.token) { port in
      let answer = try await post("/shows/82/watched", "token=c0ffee&season=1&number=2", port: port)
      #expect(answer.status == 303)
      #expect(answer.header("location") == "/shows/82#season-1")
      let page = HTMLOutline(parsing: try await LoopbackHTTP.request("/shows/82", port: port).text)
      #expect(page.elements(named: "tr").filter { $0.attribute("class") == "watched" }.count == 1)
      #expect(page.elements(named: "td").map(\.text).filter { $0.hasSuffix("✓") } == ["S01E02 ✓"])
    }
  }

  @Test func anEpisodeTheShowDoesNotHaveIs404AndNothingIsMarked() async throws {
    let follows = FakeFollowStore()
    try await TestWebServer.with(follows: follows, token: Self.token) { port in
      let answer = try await post("/shows/82/watched", "token=c0ffee&season=1&number=99", port: port)
      #expect(answer.status == 404)
      #expect(await follows.watched.isEmpty)
    }
  }

  @Test func aFormWithoutItsEpisodeIs400() async throws {
    try await TestWebServer.with(token: Self.token) { port in
      let answer = try await post("/shows/82/watched", "token=c0ffee&season=1", port: port)
      #expect(answer.status == 400)
    }
  }

  @Test func aButtonsAddressTakesOnlyAPost() async throws {
    try await TestWebServer.with(token: Self.token) { port in
      let answer = try await LoopbackHTTP.request("/shows/82/follow", port: port)
      #expect(answer.status == 405)
      #expect(answer.header("allow") == "POST")
      let onAPage = try await post("/following", "token=c0ffee", port: port)
      #expect(onAPage.status == 405)
      #expect(onAPage.header("allow") == "GET, HEAD")
      let put = try await LoopbackHTTP.request("/shows/82/follow", method: "PUT", port: port)
      #expect(put.status == 405)
      #expect(put.header("allow") == "POST")
    }
  }

  @Test func aPostOutsideTheRoutesIs404() async throws {
    try await TestWebServer.with(token: Self.token) { port in
      let answer = try await post("/nothing/here", "token=c0ffee", port: port)
      #expect(answer.status == 404)
    }
  }

  @Test func aFormOver2048BytesIs413() async throws {
    try await TestWebServer.with(token: Self.token) { port in
      let form = "token=c0ffee&pad=" + String(repeating: "x", count: 2_100)
      let answer = try await post("/shows/82/follow", form, port: port)
      #expect(answer.status == 413)
    }
  }
}
