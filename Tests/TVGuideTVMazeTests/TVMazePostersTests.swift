import Foundation
import TVGuideInteractor
import TVGuideTestServer
import TVGuideTestSupport
import Testing

@testable import TVGuideTVMaze

/// The poster fetcher against the loopback test server standing in for TVMaze (the API's host,
/// which it may fetch from), and against addresses it must refuse without a request.
@Suite("TVMazePosters against the loopback server")
struct TVMazePostersTests {
  private static let path = "/uploads/images/medium_portrait/81/202627.jpg"

  private static func posters(_ baseURL: URL, maximumSize: Int = TVMazePosters.defaultMaximumSize)
    -> TVMazePosters
  {
    let configuration = TVMazeConfiguration(
      baseURL: baseURL, userAgent: "tvguide/9.9.9", connectTimeout: TVMazeClient.loopbackTimeout,
      requestTimeout: TVMazeClient.loopbackTimeout)
    return TVMazePosters(configuration: configuration, maximumSize: maximumSize)
  }

  @Test func fetchesThePictureFromTheAPIsHost() async throws {
    try await withTestServer { server in
      let address = server.baseURL.appendingPathComponent(Self.path)
      let image = try await Self.posters(server.baseURL).poster(ofShow: 1, at: address)
      #expect(image == .mock)
      let requests = await server.requests
      #expect(requests.map(\.path) == [Self.path])
      #expect(requests.first?.userAgent == "tvguide/9.9.9")
    }
  }

  /// Data that links a poster on another machine (a router's page, a port on this one) makes
  /// no request at all.
  @Test(arguments: [
    "https://example.com/poster.jpg", "http://127.0.0.2/poster.jpg", "ftp://static.tvmaze.com/poster.jpg",
    "file:///etc/passwd", "javascript:alert(1)",
  ])
  func refusesAnAddressOfAnotherHostWithoutARequest(text: String) async throws {
    try await withTestServer { server in
      let other = URL(string: text)!
      await #expect(throws: PosterRefused.self) {
        try await Self.posters(server.baseURL).poster(ofShow: 1, at: other)
      }
      // The API's host on another port is another server.
      let port = try await TVMazeTestServer.refusingBaseURL().port!
      var components = URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false)!
      components.port = port
      components.path = Self.path
      await #expect(throws: PosterRefused.otherHost("127.0.0.1:\(port)")) {
        try await Self.posters(server.baseURL).poster(ofShow: 1, at: components.url!)
      }
      #expect(await server.requests.isEmpty)
    }
  }

  /// TVMaze's image server is allowed (asked only by name here: the tests never reach the
  /// internet), over https or http, and the API's own host and port.
  @Test func allowsTVMazesImageServerAndTheAPIsHost() {
    let posters = Self.posters(TVMazeConfiguration.defaultBaseURL)
    #expect(
      posters.isAllowed(URL(string: "https://static.tvmaze.com/uploads/images/medium_portrait/1/1.jpg")!))
    #expect(posters.isAllowed(URL(string: "http://STATIC.tvmaze.com/p.jpg")!))
    #expect(posters.isAllowed(URL(string: "https://api.tvmaze.com/p.jpg")!))
    #expect(!posters.isAllowed(URL(string: "https://api.tvmaze.com:8443/p.jpg")!))
    #expect(!posters.isAllowed(URL(string: "https://static.tvmaze.com.example.com/p.jpg")!))
    #expect(!posters.isAllowed(URL(string: "https://tvmaze.com/p.jpg")!))
  }

  @Test(arguments: [
    (ServerFault.notFound, PosterRefused.status(404)), (.serverError, .status(500)),
    (.signInPage, .notAPicture), (.body(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#), .notAPicture),
  ])
  func anAnswerThatIsNoPictureIsRefused(fault: ServerFault, refusal: PosterRefused) async throws {
    try await withTestServer { server in
      await server.inject(fault, forPath: Self.path)
      await #expect(throws: refusal) {
        try await Self.posters(server.baseURL).poster(
          ofShow: 1, at: server.baseURL.appendingPathComponent(Self.path))
      }
    }
  }

  @Test func aPictureLargerThanTheLimitIsNotRead() async throws {
    try await withTestServer { server in
      await server.inject(.largeBody(bytes: 1_000_000, announced: false), forPath: Self.path)
      await #expect {
        try await Self.posters(server.baseURL, maximumSize: 100_000).poster(
          ofShow: 1, at: server.baseURL.appendingPathComponent(Self.path))
      } throws: { error in
        guard case .malformedData(let detail) = error as? ShowDataError else { return false }
        return detail.contains("larger than")
      }
    }
  }

  @Test func aDeadServerIsTheNetworksError() async throws {
    let dead = try await TVMazeTestServer.refusingBaseURL()
    await #expect(throws: ShowDataError.outOfReach(how: .noConnection)) {
      try await Self.posters(dead).poster(ofShow: 1, at: dead.appendingPathComponent(Self.path))
    }
  }
}
