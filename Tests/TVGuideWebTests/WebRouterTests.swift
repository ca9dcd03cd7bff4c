import Foundation
import TVGuideEntity
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

  /// `page` counts from 1, as the page shows it; the query holds the index's page, from 0.
  @Test func theListReadsItsSearchStatusAndPage() {
    let route = router.route(path: "/", query: ["q": "girls", "status": "running", "page": "3"])
    #expect(route == .showList(ShowListQuery(search: "girls", status: .running, page: 2)))
    #expect(router.route(path: "/", query: ["page": "1"]) == .showList(ShowListQuery()))
    #expect(router.route(path: "/", query: ["status": ""]) == .showList(ShowListQuery()))
    #expect(
      router.route(path: "/", query: ["status": "To Be Determined"])
        == .showList(ShowListQuery(status: .toBeDetermined)))
  }

  @Test func aShowItsPosterAndAnAssetHaveTheirOwnPaths() {
    #expect(router.route(path: "/shows/82", query: [:]) == .show(id: 82))
    #expect(router.route(path: "/posters/82", query: [:]) == .poster(showID: 82))
    #expect(router.address(of: .poster(showID: 82)) == "/posters/82")
    #expect(!WebRoute.poster(showID: 82).isPage)
    #expect(router.route(path: "/static/tvguide.css", query: [:]) == .asset(.stylesheet))
    #expect(router.route(path: "/static/search.js", query: [:]) == .asset(.script))
  }

  @Test(arguments: [
    "/nothing", "/shows", "/shows/", "/shows/0", "/shows/-1", "/shows/abc", "/shows/82/more", "/shows/1e3",
    "/shows/99999999999999999999999", "/static/", "/static/other.css", "/static/../Package.swift",
    "//shows/82", "/index.html", "", "/posters", "/posters/0", "/posters/abc", "/posters/82.jpg",
    "/posters/82/x",
  ])
  func aPathOutsideTheRoutesNamesNothing(_ path: String) {
    #expect(router.route(path: path, query: [:]) == nil)
  }

  @Test(arguments: [
    ["page": "-1"], ["page": "0"], ["page": "x"], ["page": "1.5"], ["page": "100000"], ["page": ""],
    ["status": "bogus"],
  ])
  func aBadPageOrStatusNamesNothing(_ query: [String: String]) {
    #expect(router.route(path: "/", query: query) == nil)
  }

  @Test func theFollowedShowsAndTonightHaveTheirOwnPaths() {
    #expect(router.route(path: "/following", query: [:]) == .following)
    #expect(router.route(path: "/next", query: [:]) == .next)
    #expect(router.route(path: "/tonight", query: [:]) == .tonight(TonightQuery(kind: .tv)))
    #expect(
      router.route(path: "/tonight", query: ["date": "2019-01-19", "country": "us", "web": "1"])
        == .tonight(TonightQuery(kind: .web, date: CalendarDate(iso: "2019-01-19"), country: "US")))
    // The page's form sends every field, empty ones too.
    #expect(
      router.route(path: "/tonight", query: ["date": "", "country": ""]) == .tonight(TonightQuery(kind: .tv)))
  }

  @Test(arguments: [
    ["date": "2019-13-01"], ["date": "19-01-2019"], ["date": "2019-02-30"], ["country": "USA"],
    ["country": "1A"], ["country": "é"], ["web": "yes"],
  ])
  func aBadDayCountryOrKindNamesNothing(_ query: [String: String]) {
    #expect(router.route(path: "/tonight", query: query) == nil)
  }

  @Test func tonightsAddressNamesWhatItWasWrittenFor() {
    let query = TonightQuery(kind: .web, date: CalendarDate(iso: "2024-01-14"), country: "GB")
    let address = router.address(of: .tonight(query))
    #expect(address == "/tonight?date=2024-01-14&country=GB&web=1")
    #expect(router.route(address: address) == .tonight(query))
    #expect(router.address(of: .following) == "/following")
    #expect(router.address(of: .next) == "/next")
  }

  @Test func aButtonsPostNamesItsChange() {
    #expect(
      router.action(path: "/shows/82/follow", form: [:]) == WebAction(showID: 82, change: .follow(true)))
    #expect(
      router.action(path: "/shows/82/unfollow", form: ["return": "/following"])
        == WebAction(showID: 82, change: .follow(false), returnRoute: .following))
    #expect(
      router.action(path: "/shows/82/watched", form: ["season": "2", "number": "5"])
        == WebAction(showID: 82, change: .watched(true, season: 2, number: 5)))
    #expect(
      router.action(path: "/shows/82/unwatched", form: ["season": "0", "number": "1"])
        == WebAction(showID: 82, change: .watched(false, season: 0, number: 1)))
  }

  @Test(arguments: [
    ("/shows/82/watched", ["season": "2"]), ("/shows/82/watched", ["season": "x", "number": "1"]),
    ("/shows/82/unwatched", ["season": "1", "number": "-1"]), ("/shows/0/follow", [:]),
    ("/shows/82/delete", [:]), ("/shows/82", [:]), ("/following", [:]),
  ])
  func aPostThatNamesNoChangeIsNoAction(_ path: String, _ form: [String: String]) {
    #expect(router.action(path: path, form: form) == nil)
  }

  /// A form's `return` field never sends the browser to another site or to a file.
  @Test(arguments: [
    "https://evil.example/", "//evil.example/shows/1", "javascript:alert(1)", "shows/82",
    "/static/tvguide.css", "/posters/82",
    "/nothing", "",
  ])
  func aReturnAddressOfAnotherSiteOrNoPageIsNotFollowed(_ address: String) {
    #expect(router.route(address: address) == nil)
    #expect(
      router.action(path: "/shows/82/follow", form: ["return": address])?.returnRoute == .show(id: 82))
  }

  @Test func onlyTheButtonsPathsTakeAPost() {
    #expect(router.acceptsPost(path: "/shows/82/follow"))
    #expect(router.acceptsPost(path: "/shows/82/unwatched"))
    #expect(!router.acceptsPost(path: "/"))
    #expect(!router.acceptsPost(path: "/shows/82"))
    #expect(!router.acceptsPost(path: "/shows/0/follow"))
    #expect(!router.acceptsPost(path: "/following"))
  }

  @Test func theLastIndexPageThatCanBeAskedIsRead() {
    #expect(router.route(path: "/", query: ["page": "99999"]) == .showList(ShowListQuery(page: 99_998)))
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
        == "/?status=in-development&page=4")
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

  /// The router is where the web reads a search, once, by the web's rule; the form and the
  /// links give back the text as the address had it.
  @Test func anAddressesSearchIsReadOnceByTheWebsRule() throws {
    let typed = " gi\u{1B}[31mrls\u{200B} \u{0}  of\nthrones "
    let route = router.route(path: "/", query: ["q": typed])
    #expect(route?.listQuery?.searched == SearchQuery("girls of thrones", visible: { $0 }))
    #expect(route?.listQuery?.search == typed)
    let long = router.route(path: "/", query: ["q": String(repeating: "a", count: 1_000)])
    #expect(long?.listQuery?.searched.text.count == SearchQuery.maximumCharacters)
  }

  @Test func aSearchOfSpacesIsTheIndex() {
    #expect(!ShowListQuery(search: " \t ").isSearch)
    #expect(ShowListQuery(search: " a ").isSearch)
    #expect(router.address(of: .showList(ShowListQuery(search: "   "))) == "/")
  }
}

extension WebRoute {
  /// The show list query the route names, if it names one.
  fileprivate var listQuery: ShowListQuery? {
    guard case .showList(let query) = self else { return nil }
    return query
  }
}
