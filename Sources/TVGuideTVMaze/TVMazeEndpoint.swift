import Foundation
import TVGuideInteractor

/// One of the TVMaze requests the client makes, and what a 404 means for it.
struct TVMazeEndpoint: Sendable {
  /// The path below the base URL, e.g. `/shows/82`.
  let path: String
  /// Already percent-encoded.
  let query: String?
  /// What a 404 answer means, e.g. that the show does not exist.
  let notFound: ShowDataError?
  /// Whether a 404 means that nothing matched (a lookup, an episode by number), which the
  /// call answers with `nil` or an empty list rather than an error.
  var notFoundIsNoMatch = false

  static func showIndex(page: Int) -> TVMazeEndpoint {
    TVMazeEndpoint(path: "/shows", query: "page=\(page)", notFound: .pageNotFound(page: page))
  }

  static func search(_ text: String) -> TVMazeEndpoint {
    TVMazeEndpoint(path: "/search/shows", query: "q=" + percentEncoded(text), notFound: nil)
  }

  static func show(id: Int) -> TVMazeEndpoint {
    TVMazeEndpoint(path: "/shows/\(id)", query: nil, notFound: .showNotFound(id: id))
  }

  static func episodes(ofShow id: Int) -> TVMazeEndpoint {
    TVMazeEndpoint(path: "/shows/\(id)/episodes", query: "specials=1", notFound: .showNotFound(id: id))
  }

  static func cast(ofShow id: Int) -> TVMazeEndpoint {
    TVMazeEndpoint(path: "/shows/\(id)/cast", query: nil, notFound: .showNotFound(id: id))
  }

  /// The full URL below `base`, keeping any path `base` has (a proxy's prefix).
  func url(relativeTo base: URL) -> URL {
    var components = URLComponents(url: base, resolvingAgainstBaseURL: true) ?? URLComponents()
    let prefix =
      components.percentEncodedPath.hasSuffix("/")
      ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
    components.percentEncodedPath = prefix + path
    components.percentEncodedQuery = query
    return components.url ?? base
  }

  /// Only RFC 3986's unreserved characters stay as they are, so `&`, `+`, `=`, `#` and
  /// spaces in a query can never be read as syntax.
  static func percentEncoded(_ text: String) -> String {
    var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    allowed.insert(charactersIn: "0123456789-._~")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
  }
}
