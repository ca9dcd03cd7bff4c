import Foundation
import TVGuideInteractor
import TVGuideTestSupport
import TVGuideWeb
import Testing

/// `/posters/ID`: the show's poster from the poster source, else the empty picture the page's
/// card shows through; never a broken picture, never another site's address in a page.
@Suite struct WebPosterRouteTests {
  @Test func aPosterIsThePictureTheSourceGives() async throws {
    let posters = PosterSourceStub()
    try await TestWebServer.with(posters: posters) { port in
      let answer = try await LoopbackHTTP.request(
        "/posters/82", headers: ["Accept-Encoding": "gzip"], port: port)
      #expect(answer.status == 200)
      #expect(answer.header("content-type") == "image/png")
      #expect(answer.header("content-encoding") == nil)
      #expect(answer.header("cache-control") == "max-age=86400")
      #expect(Data(answer.body) == PosterImage.mockBytes)
      let tag = try #require(answer.header("etag"))
      let again = try await LoopbackHTTP.request("/posters/82", headers: ["If-None-Match": tag], port: port)
      #expect(again.status == 304)
    }
    let asked = await posters.requests
    #expect(asked.map(\.showID) == [82, 82])
    #expect(asked.first?.address.host == "static.tvmaze.com")
  }

  /// The bundled catalog ships no pictures: without a poster source, or when it has none, the
  /// answer is the empty picture, briefly kept, and no request leaves the machine.
  @Test func withoutAPosterTheAnswerIsTheEmptyPicture() async throws {
    for posters in [nil, PosterSourceStub(image: nil)] as [PosterSourceStub?] {
      try await TestWebServer.with(posters: posters) { port in
        let answer = try await LoopbackHTTP.request("/posters/82", port: port)
        #expect(answer.status == 200)
        #expect(answer.header("content-type") == "image/svg+xml")
        #expect(answer.header("cache-control") == "max-age=60")
        #expect(answer.text == NoPosterPicture.svg)
      }
    }
  }

  @Test func aShowThatDoesNotExistIs404() async throws {
    try await TestWebServer.with(posters: PosterSourceStub()) { port in
      let answer = try await LoopbackHTTP.request("/posters/999999999", port: port)
      #expect(answer.status == 404)
      #expect(answer.header("content-type") == "image/svg+xml")
    }
  }

  /// The pages name no poster by another site's address: each comes through the guide.
  @Test func thePagesLoadPostersThroughTheGuideOnly() async throws {
    try await TestWebServer.with(posters: PosterSourceStub()) { port in
      for path in ["/", "/shows/82", "/?q=girls"] {
        let page = HTMLOutline(parsing: try await LoopbackHTTP.request(path, port: port).text)
        let sources = page.elements(named: "img").compactMap { $0.attribute("src") }
        #expect(!sources.isEmpty, "\(path)")
        #expect(sources.allSatisfy { $0.hasPrefix("/posters/") }, "\(path): \(sources.prefix(3))")
      }
    }
  }
}
