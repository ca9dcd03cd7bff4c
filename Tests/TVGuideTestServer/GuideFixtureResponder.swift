import Foundation
import TVGuideTestSupport

/// Answers the requests of the client's library calls the way TVMaze would, from the real
/// responses of `Fixtures` where they hold the answer and from the hand-written bodies of
/// `Fixtures.handWrittenRoot` where they do not: lookups (a redirect to the show, as TVMaze
/// answers), schedules, embeds, episodes by number and date, seasons, crew, AKAs, people and
/// updates. `nil` for any other request.
struct GuideFixtureResponder: Sendable {
  typealias Answer = FixtureResponder.Answer
  typealias JSONObject = [String: Any]

  func answer(parts: [String], query: [String: String]) -> Answer? {
    switch parts.count {
    case 2 where parts == ["lookup", "shows"]: return lookUp(query)
    case 1 where parts == ["schedule"]:
      return dated("schedule/us-2019.json", on: "2019-01-19", country: query["country"] ?? "US", query)
    case 2 where parts == ["schedule", "web"]:
      return dated("schedule/web-2024-01-14.json", on: "2024-01-14", country: query["country"], query)
    case 2 where parts == ["search", "people"]:
      return handWritten("search-people/\(Self.fileName(query["q"] ?? "")).json") ?? Self.emptyList
    case 2 where parts == ["updates", "shows"]:
      return handWritten("updates/shows-\(query["since"] ?? "").json") ?? Self.notFound
    case 3 where parts[0] == "people" && parts[2] == "castcredits":
      return castCredits(ofPerson: parts[1], embedShow: query["embed"] == "show")
    default: return showAnswer(parts: parts, query: query)
    }
  }

  private func showAnswer(parts: [String], query: [String: String]) -> Answer? {
    guard parts.count >= 2, parts[0] == "shows", let id = Int(parts[1]) else { return nil }
    switch parts.count == 3 ? parts[2] : "" {
    case "" where !embeds(query).isEmpty: return show(id: id, embedding: embeds(query))
    case "episodebynumber":
      let match = episodes(ofShow: id).first {
        "\($0["season"] ?? "")" == query["season"] && "\($0["number"] ?? "")" == query["number"]
      }
      return match.map(Self.ok) ?? Self.unknownEpisode
    case "episodesbydate":
      let matches = episodes(ofShow: id).filter { $0["airdate"] as? String == query["date"] }
      return matches.isEmpty ? Self.unknownEpisode : Self.ok(matches)
    case "seasons", "crew":
      if let embedded = embedded(ofShow: id)?[parts[2]] { return Self.ok(embedded) }
      return FixtureResponder().list(of: id, in: parts[2])
    case "akas": return handWritten("akas/\(id).json") ?? FixtureResponder().list(of: id, in: "akas")
    default: return nil
    }
  }

  // MARK: Answers

  /// TVMaze answers a lookup with a redirect to the show's own address.
  private func lookUp(_ query: [String: String]) -> Answer {
    let key = ["thetvdb", "imdb", "tvrage"].first { query[$0] != nil }.map { "\($0)=\(query[$0]!)" }
    guard let id = key.flatMap({ Self.showsByExternalID[$0] }) else { return Self.notFound }
    return Answer(status: 301, body: Data(), location: "/shows/\(id)")
  }

  /// Every index page's show id by its ids on other sites (`thetvdb=81189`), read once: an
  /// import test looks up hundreds.
  private static let showsByExternalID: [String: Int] = {
    var ids: [String: Int] = [:]
    for page in Fixtures.jsonFiles(under: "shows") {
      let shows = (try? JSONSerialization.jsonObject(with: Fixtures.data(page))) as? [JSONObject] ?? []
      for show in shows {
        guard let id = show["id"] as? Int, let externals = show["externals"] as? JSONObject else { continue }
        for (site, value) in externals where !(value is NSNull) && ids["\(site)=\(value)"] == nil {
          ids["\(site)=\(value)"] = id
        }
      }
    }
    return ids
  }()

  private func dated(_ file: String, on date: String, country: String?, _ query: [String: String]) -> Answer {
    guard query["date"] == date, country == nil || country == "US", let body = try? Fixtures.data(file) else {
      return Self.emptyList
    }
    return Answer(status: 200, body: body)
  }

  /// The show with only the asked embeds; the next and previous episodes are the ones its
  /// `_links` name, found in its episode list.
  private func show(id: Int, embedding names: [String]) -> Answer {
    guard var show = fullShow(id) ?? FixtureResponder.indexObject(ofShow: id) else { return Self.notFound }
    var embedded: JSONObject = [:]
    for name in names {
      if name == "episodes" {
        embedded[name] = episodes(ofShow: id)
      } else if let episode = (show["_embedded"] as? JSONObject)?[name] ?? linkedEpisode(name, of: show) {
        embedded[name] = episode
      }
    }
    show["_embedded"] = embedded
    return Self.ok(show)
  }

  private func linkedEpisode(_ link: String, of show: JSONObject) -> JSONObject? {
    let href = ((show["_links"] as? JSONObject)?[link] as? JSONObject)?["href"] as? String
    guard let id = Self.id(endingLink: href), let showID = show["id"] as? Int
    else { return nil }
    return episodes(ofShow: showID).first { $0["id"] as? Int == id }
  }

  /// The hand-written credits, with each credit's show embedded from the index when asked.
  private func castCredits(ofPerson id: String, embedShow: Bool) -> Answer {
    guard let data = try? Fixtures.handWritten("castcredits/\(id).json"),
      var credits = (try? JSONSerialization.jsonObject(with: data)) as? [JSONObject]
    else { return Self.notFound }
    guard embedShow else { return Answer(status: 200, body: data) }
    for index in credits.indices {
      let links = credits[index]["_links"] as? JSONObject
      let href = (links?["show"] as? JSONObject)?["href"] as? String
      if let showID = Self.id(endingLink: href),
        let show = FixtureResponder.indexObject(ofShow: showID)
      {
        credits[index]["_embedded"] = ["show": show]
      }
    }
    return Self.ok(credits)
  }

  // MARK: Fixtures

  private func fullShow(_ id: Int) -> JSONObject? {
    (try? JSONSerialization.jsonObject(with: Fixtures.data("show/\(id).json"))) as? JSONObject
  }

  private func embedded(ofShow id: Int) -> JSONObject? {
    fullShow(id)?["_embedded"] as? JSONObject
  }

  private func episodes(ofShow id: Int) -> [JSONObject] {
    if let list = (try? JSONSerialization.jsonObject(with: Fixtures.data("episodes/\(id).json")))
      as? [JSONObject]
    {
      return list
    }
    return embedded(ofShow: id)?["episodes"] as? [JSONObject] ?? []
  }

  private func handWritten(_ path: String) -> Answer? {
    (try? Fixtures.handWritten(path)).map { Answer(status: 200, body: $0) }
  }

  /// `embed=x`, or `embed[]=x&embed[]=y` as the handler joins repeated names with commas.
  private func embeds(_ query: [String: String]) -> [String] {
    let value = query["embed"] ?? query["embed[]"] ?? ""
    return value.split(separator: ",").map(String.init)
  }

  /// The number that ends a HAL link such as `https://api.tvmaze.com/episodes/985518`.
  private static func id(endingLink href: String?) -> Int? {
    href?.split(separator: "/").last.flatMap { Int($0) }
  }

  private static func fileName(_ query: String) -> String {
    query.lowercased().replacingOccurrences(of: " ", with: "-")
  }

  private static func ok(_ object: Any) -> Answer {
    Answer(status: 200, body: (try? JSONSerialization.data(withJSONObject: object)) ?? Data())
  }

  private static var emptyList: Answer { Answer(status: 200, body: Data("[]".utf8)) }

  private static var notFound: Answer { Answer(status: 404, body: FixtureResponder.notFoundBody) }

  /// TVMaze's real 404 body for an episode it does not have.
  private static var unknownEpisode: Answer {
    Answer(
      status: 404,
      body: (try? Fixtures.data("errors/404-unknown-episode.json")) ?? FixtureResponder.notFoundBody)
  }
}
