import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter

/// The web view's URLs: which route an address names, and the address of a route. Paths
/// outside these routes name nothing, and the server answers them with 404.
public struct WebRouter: Sendable {
  /// The longest search text read from an address, in characters, as the form's field keeps
  /// it; what is searched for is cut further (`SearchQuery`).
  static let maximumQueryLength = 400

  /// The router; it keeps no state.
  public init() {}

  /// The route `path` names with the `query` of its address, or `nil` when it names none
  /// (an unknown path, a page that is not a number, an unknown status).
  public func route(path: String, query: [String: String]) -> WebRoute? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
    switch parts {
    case [""]: return listRoute(query)
    case ["following"]: return .following
    case ["next"]: return .next
    case ["tonight"]: return tonightRoute(query)
    default: break
    }
    guard parts.count == 2 else { return nil }
    switch parts[0] {
    case "shows":
      return Self.showID(parts[1]).map { .show(id: $0) }
    case "posters":
      return Self.showID(parts[1]).map { .poster(showID: $0) }
    case "static":
      return WebAsset(fileName: parts[1]).map(WebRoute.asset)
    default:
      return nil
    }
  }

  /// The address of `route`, relative to the server's root, percent-encoded.
  public func address(of route: WebRoute) -> String {
    switch route {
    case .showList(let query): listAddress(query)
    case .show(let id): "/shows/\(id)"
    case .following: "/following"
    case .next: "/next"
    case .tonight(let query): tonightAddress(query)
    case .asset(let asset): "/static/\(asset.fileName)"
    case .poster(let id): "/posters/\(id)"
    }
  }

  /// A show's id as an address writes it: digits, more than 0.
  private static func showID(_ text: String) -> Int? {
    Int(text).flatMap { $0 > 0 ? $0 : nil }
  }

  /// The route of an address written by `address(of:)` (a form's `return` field), or `nil` for
  /// anything else: an address of another site, or one naming no page, is never gone to.
  public func route(address: String) -> WebRoute? {
    guard address.hasPrefix("/"), !address.hasPrefix("//"), let components = URLComponents(string: address),
      components.scheme == nil, components.host == nil
    else { return nil }
    let query = Dictionary(
      (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first }
    )
    guard let route = route(path: components.path, query: query), route.isPage else { return nil }
    return route
  }

  /// Where the browser goes once `action` is done: its page, at the episode's season when
  /// that page is the show's.
  public func address(after action: WebAction) -> String {
    let address = address(of: action.returnRoute)
    guard case .watched(_, let season, _) = action.change, action.returnRoute == .show(id: action.showID)
    else {
      return address
    }
    return address + "#" + Self.seasonAnchor(season)
  }

  /// The anchor of season `number` on a show's page, `season-2`.
  static func seasonAnchor(_ number: Int) -> String {
    "season-\(number)"
  }

  /// The address a button posts `change` of show `showID` to.
  public func address(ofChange change: WebAction.Change, showID: Int) -> String {
    switch change {
    case .follow(let follow): "/shows/\(showID)/\(follow ? "follow" : "unfollow")"
    case .watched(let watched, _, _): "/shows/\(showID)/\(watched ? "watched" : "unwatched")"
    }
  }

  /// The action a form posted to `path` with `form`'s fields asks for, or `nil` when `path`
  /// names none or a field it needs is missing or no number. The token is the server's to check.
  public func action(path: String, form: [String: String]) -> WebAction? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
    guard parts.count == 3, parts[0] == "shows", let id = Int(parts[1]), id > 0 else { return nil }
    let returnRoute = form["return"].flatMap { route(address: $0) }
    switch parts[2] {
    case "follow", "unfollow":
      return WebAction(showID: id, change: .follow(parts[2] == "follow"), returnRoute: returnRoute)
    case "watched", "unwatched":
      guard let season = form["season"].flatMap({ Int($0) }),
        let number = form["number"].flatMap({ Int($0) }),
        season >= 0, number >= 0
      else { return nil }
      return WebAction(
        showID: id, change: .watched(parts[2] == "watched", season: season, number: number),
        returnRoute: returnRoute)
    default:
      return nil
    }
  }

  /// Whether `path` is one a form posts to (so another method there is not allowed).
  public func acceptsPost(path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    return parts.count == 3 && parts.first == "shows"
      && Int(parts[parts.startIndex + 1]).map { $0 > 0 } == true
      && ["follow", "unfollow", "watched", "unwatched"].contains(parts.last ?? "")
  }

  /// `?date=2019-01-19&country=us&web=1`; an empty field is no field (the page's form sends
  /// them all). A day that is no day, or a country that is not two letters, names nothing.
  private func tonightRoute(_ query: [String: String]) -> WebRoute? {
    let (date, country) = (query["date"].flatMap(Self.nonEmpty), query["country"].flatMap(Self.nonEmpty))
    let day = date.map { CalendarDate(iso: $0) }
    if case .some(nil) = day { return nil }
    if let country, !(country.count == 2 && country.allSatisfy { $0.isASCII && $0.isLetter }) { return nil }
    let kind: ScheduleKind
    switch query["web"].flatMap(Self.nonEmpty) {
    case nil, "0": kind = .tv
    case "1": kind = .web
    default: return nil
    }
    return .tonight(TonightQuery(kind: kind, date: day ?? nil, country: country))
  }

  private static func nonEmpty(_ text: String) -> String? {
    text.isEmpty ? nil : text
  }

  private func tonightAddress(_ query: TonightQuery) -> String {
    var items: [String] = []
    if let date = query.date { items.append("date=\(date)") }
    if let country = query.country, country.allSatisfy({ $0.isASCII && $0.isLetter }) {
      items.append("country=\(country)")
    }
    if query.kind == .web { items.append("web=1") }
    return "/tonight" + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
  }

  /// `?page=N` counts pages as the page shows them, from 1 (`SettingNames.web`); the query
  /// holds the index's own page, from 0.
  private func listRoute(_ query: [String: String]) -> WebRoute? {
    let status = query["status"].map { $0.isEmpty ? .all : ShowStatusFilter(name: $0) } ?? .all
    let shown = query["page"].map { Int($0) } ?? SettingNames.web.firstPageNumber
    guard let status, let shown, shown >= SettingNames.web.firstPageNumber, shown < 100_000 else {
      return nil
    }
    let page = shown - SettingNames.web.firstPageNumber
    let search = String((query["q"] ?? "").prefix(Self.maximumQueryLength))
    return .showList(ShowListQuery(search: search, status: status, page: page))
  }

  private func listAddress(_ query: ShowListQuery) -> String {
    var components = URLComponents()
    components.path = "/"
    var items: [URLQueryItem] = []
    if query.isSearch { items.append(URLQueryItem(name: "q", value: query.search)) }
    if query.status != .all { items.append(URLQueryItem(name: "status", value: query.status.name)) }
    if query.page != 0 {
      items.append(URLQueryItem(name: "page", value: String(SettingNames.web.pageNumber(query.page))))
    }
    components.queryItems = items.isEmpty ? nil : items
    // `+` reads as a space in a query: a search for "a+b" must come back as typed.
    return (components.string ?? "/").replacingOccurrences(of: "+", with: "%2B")
  }
}
