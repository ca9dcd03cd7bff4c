import TVGuideEntity

/// The requests of the library calls beyond the five the app's data source makes.
extension TVMazeEndpoint {
  static func lookUp(_ key: ShowLookupKey) -> TVMazeEndpoint {
    TVMazeEndpoint(path: "/lookup/shows", query: key.query, notFound: nil, notFoundIsNoMatch: true)
  }

  static func schedule(country: String?, date: CalendarDate?) -> TVMazeEndpoint {
    TVMazeEndpoint(path: "/schedule", query: scheduleQuery(country: country, date: date), notFound: nil)
  }

  static func webSchedule(country: String?, date: CalendarDate?) -> TVMazeEndpoint {
    TVMazeEndpoint(path: "/schedule/web", query: scheduleQuery(country: country, date: date), notFound: nil)
  }

  /// One embed is `embed=x`; several are `embed[]=x&embed[]=y`, as TVMaze documents them.
  static func show(id: Int, embedding embeds: [ShowEmbed]) -> TVMazeEndpoint {
    let names = embeds.map(\.rawValue)
    let query =
      names.count == 1 ? "embed=\(names[0])" : names.map { "embed%5B%5D=\($0)" }.joined(separator: "&")
    return TVMazeEndpoint(
      path: "/shows/\(id)", query: query.isEmpty ? nil : query, notFound: .showNotFound(id: id))
  }

  static func episode(ofShow id: Int, season: Int, number: Int) -> TVMazeEndpoint {
    TVMazeEndpoint(
      path: "/shows/\(id)/episodebynumber", query: "season=\(season)&number=\(number)", notFound: nil,
      notFoundIsNoMatch: true)
  }

  static func episodes(ofShow id: Int, airedOn date: CalendarDate) -> TVMazeEndpoint {
    TVMazeEndpoint(
      path: "/shows/\(id)/episodesbydate", query: "date=\(date)", notFound: nil, notFoundIsNoMatch: true)
  }

  /// `/shows/ID/seasons`, `/crew`, `/akas`: lists of a show, 404 when there is no such show.
  static func list(_ name: String, ofShow id: Int) -> TVMazeEndpoint {
    TVMazeEndpoint(path: "/shows/\(id)/\(name)", query: nil, notFound: .showNotFound(id: id))
  }

  static func searchPeople(_ text: String) -> TVMazeEndpoint {
    TVMazeEndpoint(path: "/search/people", query: "q=" + percentEncoded(text), notFound: nil)
  }

  static func castCredits(ofPerson id: Int) -> TVMazeEndpoint {
    TVMazeEndpoint(
      path: "/people/\(id)/castcredits", query: "embed=show", notFound: nil, notFoundIsNoMatch: true)
  }

  static func showUpdates(since period: UpdatePeriod) -> TVMazeEndpoint {
    TVMazeEndpoint(path: "/updates/shows", query: "since=\(period.rawValue)", notFound: nil)
  }

  private static func scheduleQuery(country: String?, date: CalendarDate?) -> String? {
    let parts = [country.map { "country=" + percentEncoded($0) }, date.map { "date=\($0)" }].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: "&")
  }
}
