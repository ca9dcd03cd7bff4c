import Foundation
import TVGuideEntity
import TVGuideInteractor

/// Stage 1's network: answers TVMaze's `GET` URLs with the JSON TVMaze sends, as the
/// original app's Alamofire session did, made from a data source so that it works offline.
/// Stage 1 decodes that JSON itself; from stage 2 on the stages get models from the data
/// source and this type is not used. What the source throws (a missing catalog, no
/// connection) arrives as the session's error, as a failed request would.
public struct JSONSession: Sendable {
  private let source: any ShowDataSource

  public init(source: any ShowDataSource) {
    self.source = source
  }

  /// The body TVMaze sends for `url`: `/shows?page=N`, `/shows/ID` or `/shows/ID/cast`.
  public func data(from url: URL) async throws -> Data {
    let parts = url.path.split(separator: "/")
    let page = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
      .first { $0.name == "page" }?.value.flatMap { Int($0) }
    let encoder = JSONEncoder()
    switch (parts.count, parts.first, page) {
    case (1, "shows", let page?):
      return try encoder.encode(try await source.showIndexPage(page).value)
    case (2, "shows", nil):
      guard let id = Int(parts[1]) else { throw ShowDataError.unexpectedAnswer }
      return try encoder.encode(try await source.show(id: id).value)
    case (3, "shows", nil) where parts[2] == "cast":
      guard let id = Int(parts[1]) else { throw ShowDataError.unexpectedAnswer }
      return try encoder.encode(try await source.cast(ofShow: id).value)
    default:
      throw ShowDataError.unexpectedAnswer
    }
  }
}
