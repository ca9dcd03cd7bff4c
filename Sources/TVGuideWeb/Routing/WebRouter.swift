import Foundation
import TVGuideInteractor

/// The web view's URLs: which route an address names, and the address of a route. Paths
/// outside these routes name nothing, and the server answers them with 404.
public struct WebRouter: Sendable {
  /// The longest search text read from an address, in characters; the presenter keeps fewer.
  static let maximumQueryLength = 400

  /// The router; it keeps no state.
  public init() {}

  /// The route `path` names with the `query` of its address, or `nil` when it names none
  /// (an unknown path, a page that is not a number, an unknown status).
  public func route(path: String, query: [String: String]) -> WebRoute? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
    if parts == [""] { return listRoute(query) }
    guard parts.count == 2 else { return nil }
    switch parts[0] {
    case "shows":
      return Int(parts[1]).flatMap { $0 > 0 ? .show(id: $0) : nil }
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
    case .asset(let asset): "/static/\(asset.fileName)"
    }
  }

  private func listRoute(_ query: [String: String]) -> WebRoute? {
    let status = query["status"].map { $0.isEmpty ? .all : ShowStatusFilter(name: $0) } ?? .all
    let page = query["page"].map { Int($0) } ?? 0
    guard let status, let page, page >= 0, page < 100_000 else { return nil }
    let search = String((query["q"] ?? "").prefix(Self.maximumQueryLength))
    return .showList(ShowListQuery(search: search, status: status, page: page))
  }

  private func listAddress(_ query: ShowListQuery) -> String {
    var components = URLComponents()
    components.path = "/"
    var items: [URLQueryItem] = []
    if query.isSearch { items.append(URLQueryItem(name: "q", value: query.search)) }
    if query.status != .all { items.append(URLQueryItem(name: "status", value: query.status.name)) }
    if query.page != 0 { items.append(URLQueryItem(name: "page", value: String(query.page))) }
    components.queryItems = items.isEmpty ? nil : items
    // `+` reads as a space in a query: a search for "a+b" must come back as typed.
    return (components.string ?? "/").replacingOccurrences(of: "+", with: "%2B")
  }
}
