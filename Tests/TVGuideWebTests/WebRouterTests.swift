import Foundation
import TVGuideInteractor
import TVGuideTestSupport
import TVGuideWeb
import Testing

/// The web view's addresses: what each names, what names nothing, and addresses written by the
/// router naming what they were written for.
@Suite struct WebRouterTests {
  private let router = WebRouter()

  @Test func theRootIsTheFirstPageOfTheIndex() {
    #expect(router.route(path: "/", query: [:]) == .showList(ShowListQuery()))
  }

  @Test func theListReadsItsSearchStatusAndPage() {
    let route = router.route(path: "/", query: ["q": "girls", "status": "running", "page": "2"])
    #expect(route == .showList(ShowListQuery(search: "girls", status: .running, page: 2)))
    #expect(router.route(path: "/", query: ["status": ""]) == .showList(ShowListQuery()))
    #expect(
      router.route(path: "/", query: ["status": "To Be Determined"])
        == .showList(ShowListQuery(status: .toBeDetermined)))
  }

  @Test func aShowAndAnAssetHaveTheirOwnPaths() {
    #expect(router.route(path: "/shows/82", query: [:]) == .show(id: 82))
    #expect(router.route(path: "/static/tvguide.css", query: [:]) == .asset(.stylesheet))
    #expect(router.route(path: "/static/search.js", query: [:]) == .asset(.script))
  }

  @Test(arguments: [
    "/nothing", "/shows", "/shows/", "/shows/0", "/shows/-1", "/shows/abc", "/shows/82/more", "/shows/1e3",
    "/shows/99999999999999999999999", "/static/", "/static/other.css", "/static/../Package.swift",
    "//shows/82", "/index.html", "",
  ])
  func aPathOutsideTheRoutesNamesNothing(_ path: String) {
    #expect(router.route(path: path, query: [:]) == nil)
  }

  @Test(arguments: [
    ["page": "-1"], ["page": "x"], ["page": "1.5"], ["page": "100000"], ["page": ""], ["status": "bogus"],
  ])
  func aBadPageOrStatusNamesNothing(_ query: [String: String]) {
    #expect(router.route(path: "/", query: query) == nil)
  }

  @Test func theLastIndexPageThatCanBeAskedIsRead() {
    #expect(router.route(path: "/", query: ["page": "99999"]) == .showList(ShowListQuery(page: 99_999)))
  }

  /// A search longer than any a person types is cut, not refused: the presenter keeps fewer.
  @Test func aLongSearchIsCutTo400Characters() throws {
    let route = router.route(path: "/", query: ["q": String(repeating: "é", count: 5_000)])
    guard case .showList(let query) = try #require(route) else {
      Issue.record("not the list: \(String(describing: route))")
      return
    }
    #expect(query.search == String(repeating: "é", count: 400))
  }

  @Test func addressesOfTheRoutes() {
    #expect(router.address(of: .showList(ShowListQuery())) == "/")
    #expect(
      router.address(of: .showList(ShowListQuery(status: .inDevelopment, page: 3)))
        == "/?status=in-development&page=3")
    #expect(router.address(of: .show(id: 82)) == "/shows/82")
    #expect(router.address(of: .asset(.stylesheet)) == "/static/tvguide.css")
  }

  /// Whatever a search holds, its address reads back to it: `+`, `&`, `#`, `=`, `%` and markup.
  @Test(arguments: ["a+b", "tom & jerry", "#1 = 100%", "ça?", "  spaced  "] + HostileText.markup)
  func anAddressReadsBackToItsRoute(_ search: String) throws {
    let route = WebRoute.showList(ShowListQuery(search: search, status: .ended, page: 0))
    let address = router.address(of: route)
    #expect(!address.contains { "<>\" #".contains($0) }, "\(address)")
    let components = try #require(URLComponents(string: address))
    let query = Dictionary(
      (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first }
    )
    #expect(router.route(path: components.path, query: query) == route)
  }

  @Test(arguments: WebAsset.allCases)
  func everyAssetIsServedAtItsAddress(_ asset: WebAsset) {
    #expect(router.route(path: router.address(of: .asset(asset)), query: [:]) == .asset(asset))
    #expect(!asset.contents.isEmpty)
    #expect(asset.contentType.hasSuffix("; charset=utf-8"))
  }

  @Test func aSearchOfSpacesIsTheIndex() {
    #expect(!ShowListQuery(search: " \t ").isSearch)
    #expect(ShowListQuery(search: " a ").isSearch)
    #expect(router.address(of: .showList(ShowListQuery(search: "   "))) == "/")
  }
}
