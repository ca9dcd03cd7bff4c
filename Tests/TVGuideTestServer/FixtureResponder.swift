import Foundation
import TVGuideTestSupport

/// Answers the five TVMaze requests from the real responses in `Fixtures`, the way TVMaze
/// would: `/shows?page=N`, `/shows/ID` (the show as it appears in its index page, which is
/// where the bundled catalog takes it from), `/shows/ID/episodes`, `/shows/ID/cast` and
/// `/search/shows?q=Q`.
struct FixtureResponder: Sendable {
  /// Status and body of an answer.
  struct Answer: Sendable {
    var status: Int
    var body: Data
    /// The `Location` of a redirect, as `/lookup/shows` answers.
    var location: String? = nil
    /// JSON, but for the posters' pictures.
    var contentType = "application/json; charset=UTF-8"
  }

  /// Built per answer rather than kept in a global: Data holds its storage in an enum payload
  /// whose spare bits carry the case, so LeakSanitizer does not see a global's pointer to it
  /// and reports the storage as leaked.
  static var notFoundBody: Data {
    Data(#"{"name":"Not Found","message":"","code":0,"status":404}"#.utf8)
  }

  func answer(path: String, query: [String: String]) -> Answer {
    let parts = path.split(separator: "/").map(String.init)
    if let answer = GuideFixtureResponder().answer(parts: parts, query: query) { return answer }
    // TVMaze's image server's paths (`/uploads/images/medium_portrait/81/202627.jpg`): every
    // poster is the one-pixel picture, for the poster fetcher's tests.
    if parts.first == "uploads" {
      return Answer(status: 200, body: Fixtures.onePixelPNG, contentType: "image/png")
    }
    switch parts.count {
    case 1 where parts[0] == "shows":
      return file("shows/page-\(query["page"] ?? "0").json")
    case 2 where parts[0] == "shows":
      return Int(parts[1]).flatMap(show(id:)) ?? Answer(status: 404, body: Self.notFoundBody)
    case 3 where parts[0] == "shows" && parts[2] == "episodes":
      return episodes(ofShow: Int(parts[1]) ?? -1)
    case 3 where parts[0] == "shows" && parts[2] == "cast":
      return cast(ofShow: Int(parts[1]) ?? -1)
    case 2 where parts == ["search", "shows"]:
      return search(query["q"] ?? "")
    default:
      return Answer(status: 404, body: Self.notFoundBody)
    }
  }

  private func file(_ relativePath: String) -> Answer {
    guard let data = try? Fixtures.data(relativePath) else {
      return Answer(status: 404, body: Self.notFoundBody)
    }
    return Answer(status: 200, body: data)
  }

  /// The show's object from its index page, kept byte for value (re-serialised, not decoded).
  private func show(id: Int) -> Answer? {
    guard let show = Self.indexObject(ofShow: id),
      let body = try? JSONSerialization.data(withJSONObject: show)
    else { return nil }
    return Answer(status: 200, body: body)
  }

  /// The show's object as its index page has it.
  static func indexObject(ofShow id: Int) -> [String: Any]? {
    guard let page = try? Fixtures.data("shows/page-\(id / 250).json"),
      let shows = try? JSONSerialization.jsonObject(with: page) as? [[String: Any]]
    else { return nil }
    return shows.first(where: { ($0["id"] as? Int) == id })
  }

  private func episodes(ofShow id: Int) -> Answer {
    list(of: id, in: "episodes")
  }

  private func cast(ofShow id: Int) -> Answer {
    list(of: id, in: "cast")
  }

  /// `folder/ID.json` when the fixtures have it; an empty list for another show TVMaze knows;
  /// 404 for a show it does not.
  func list(of id: Int, in folder: String) -> Answer {
    guard
      show(id: id) != nil || FileManager.default.fileExists(atPath: Fixtures.url("\(folder)/\(id).json").path)
    else { return Answer(status: 404, body: Self.notFoundBody) }
    let answer = file("\(folder)/\(id).json")
    return answer.status == 200 ? answer : Answer(status: 200, body: Data("[]".utf8))
  }

  /// The fixture files name a query with `-` for spaces, lower case (`the-flash.json`).
  private func search(_ query: String) -> Answer {
    let name = query.lowercased().replacingOccurrences(of: " ", with: "-")
    let answer = file("search/\(name).json")
    return answer.status == 200 ? answer : Answer(status: 200, body: Data("[]".utf8))
  }
}
