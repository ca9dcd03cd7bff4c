import Foundation
import TVGuideInteractor
import Testing

@testable import TVGuideTVMaze

@Suite struct TVMazeEndpointTests {
  private let base = URL(string: "https://api.tvmaze.com")!

  @Test func theFiveRequestsHaveTVMazesPaths() {
    #expect(
      TVMazeEndpoint.showIndex(page: 3).url(relativeTo: base).absoluteString
        == "https://api.tvmaze.com/shows?page=3")
    #expect(
      TVMazeEndpoint.show(id: 82).url(relativeTo: base).absoluteString == "https://api.tvmaze.com/shows/82")
    #expect(
      TVMazeEndpoint.episodes(ofShow: 82).url(relativeTo: base).absoluteString
        == "https://api.tvmaze.com/shows/82/episodes?specials=1")
    #expect(
      TVMazeEndpoint.cast(ofShow: 1).url(relativeTo: base).absoluteString
        == "https://api.tvmaze.com/shows/1/cast")
    #expect(
      TVMazeEndpoint.search("doctor who").url(relativeTo: base).absoluteString
        == "https://api.tvmaze.com/search/shows?q=doctor%20who")
  }

  @Test func aBaseURLWithAPathKeepsIt() {
    let proxy = URL(string: "http://127.0.0.1:9/tvmaze/")!
    #expect(
      TVMazeEndpoint.show(id: 82).url(relativeTo: proxy).absoluteString
        == "http://127.0.0.1:9/tvmaze/shows/82")
  }

  @Test func querySyntaxInSearchTextIsEncoded() {
    let url = TVMazeEndpoint.search("#1 & only?/x").url(relativeTo: base)
    #expect(url.query == "q=%231%20%26%20only%3F%2Fx")
  }

  @Test func a404MeansWhatTheRequestWasAbout() {
    #expect(TVMazeEndpoint.showIndex(page: 9).notFound == .pageNotFound(page: 9))
    #expect(TVMazeEndpoint.show(id: 5).notFound == .showNotFound(id: 5))
    #expect(TVMazeEndpoint.episodes(ofShow: 5).notFound == .showNotFound(id: 5))
    #expect(TVMazeEndpoint.cast(ofShow: 5).notFound == .showNotFound(id: 5))
    #expect(TVMazeEndpoint.search("x").notFound == nil)
  }
}
