import Foundation
import TVGuideEntity
import TVGuideInteractor

/// The calls of the library beyond `ShowDataSource`: lookups by other sites' ids, schedules,
/// a show's neighbouring episodes, seasons, crew, other names, people and updates. Each
/// answers TVMaze's DTO as sent and throws, as the data-source calls do, the `ShowDataError` a
/// network, HTTP or decoding failure means, translated at the client's one hand-over
/// (`handingOver`): no caller of the client sees its transport's own failures.
extension TVMazeClient {
  /// Fetches `GET /lookup/shows?thetvdb=…` (or `imdb=`, `tvrage=`): TVMaze's show for an id
  /// of another site, following TVMaze's redirect to the show.
  ///
  /// - Returns: `nil` when TVMaze answers 404: it knows no show with that id.
  public func lookUpShow(_ key: ShowLookupKey) async throws -> ShowDTO? {
    try await answerUnlessNoMatch(ShowDTO.self, from: .lookUp(key))
  }

  /// Fetches `GET /schedule?country=CC&date=YYYY-MM-DD`: the TV episodes that air in a country
  /// on a day, each with its show.
  ///
  /// TVMaze takes the US and today (in the US) for a `nil` country or date.
  public func schedule(country: String? = nil, date: CalendarDate? = nil) async throws -> [ScheduleItemDTO] {
    try await answer([ScheduleItemDTO].self, from: .schedule(country: country, date: date))
  }

  /// Fetches `GET /schedule/web?date=YYYY-MM-DD&country=CC`: the episodes that streaming
  /// services release on a day, each with its show.
  ///
  /// TVMaze takes every country and today for a `nil` country or date.
  public func webSchedule(country: String? = nil, date: CalendarDate? = nil) async throws
    -> [ScheduleItemDTO]
  {
    try await answer([ScheduleItemDTO].self, from: .webSchedule(country: country, date: date))
  }

  /// Fetches `GET /shows/ID?embed=…`: the show with the asked embeds in its `embedded` block,
  /// e.g. `[.nextEpisode, .previousEpisode]` for what airs next and what aired last.
  ///
  /// - Throws: `ShowDataError.showNotFound` when TVMaze knows no show with that id.
  public func show(id: Int, embedding embeds: [ShowEmbed]) async throws -> ShowDTO {
    try await answer(ShowDTO.self, from: .show(id: id, embedding: embeds))
  }

  /// Fetches `GET /shows/ID/episodebynumber?season=S&number=N`.
  ///
  /// - Returns: `nil` when TVMaze answers 404: it has no such episode (or no such show).
  public func episode(ofShow id: Int, season: Int, number: Int) async throws -> EpisodeDTO? {
    try await answerUnlessNoMatch(EpisodeDTO.self, from: .episode(ofShow: id, season: season, number: number))
  }

  /// Fetches `GET /shows/ID/episodesbydate?date=YYYY-MM-DD`: the show's episodes that aired on a
  /// day, which names the episodes of daily shows better than their numbers do.
  ///
  /// - Returns: An empty list when TVMaze answers 404, as it does for a day without episodes.
  public func episodes(ofShow id: Int, airedOn date: CalendarDate) async throws -> [EpisodeDTO] {
    try await answerUnlessNoMatch([EpisodeDTO].self, from: .episodes(ofShow: id, airedOn: date)) ?? []
  }

  /// Fetches `GET /shows/ID/seasons`: every season, with its dates and episode order.
  ///
  /// - Throws: `ShowDataError.showNotFound` when TVMaze knows no show with that id.
  public func seasons(ofShow id: Int) async throws -> [SeasonDTO] {
    try await answer([SeasonDTO].self, from: .list("seasons", ofShow: id))
  }

  /// Fetches `GET /shows/ID/crew`: who made the show, by job.
  ///
  /// - Throws: `ShowDataError.showNotFound` when TVMaze knows no show with that id.
  public func crew(ofShow id: Int) async throws -> [CrewCreditDTO] {
    try await answer([CrewCreditDTO].self, from: .list("crew", ofShow: id))
  }

  /// Fetches `GET /shows/ID/akas`: the names the show goes by in other countries.
  ///
  /// - Throws: `ShowDataError.showNotFound` when TVMaze knows no show with that id.
  public func akas(ofShow id: Int) async throws -> [ShowAKADTO] {
    try await answer([ShowAKADTO].self, from: .list("akas", ofShow: id))
  }

  /// Fetches `GET /search/people?q=query`: at most 10 people, best match first.
  public func searchPeople(matching query: String) async throws -> [PersonSearchResultDTO] {
    try await answer([PersonSearchResultDTO].self, from: .searchPeople(query))
  }

  /// Fetches `GET /people/ID/castcredits?embed=show`: the parts a person plays, each with its
  /// show.
  ///
  /// - Returns: `nil` when TVMaze answers 404: it knows no person with that id.
  public func castCredits(ofPerson id: Int) async throws -> [PersonCastCreditDTO]? {
    try await answerUnlessNoMatch([PersonCastCreditDTO].self, from: .castCredits(ofPerson: id))
  }

  /// Fetches `GET /updates/shows?since=day|week|month`: when each show changed within the
  /// period, to refetch only the shows that changed.
  public func showUpdates(since period: UpdatePeriod) async throws -> ShowUpdatesDTO {
    try await answer(ShowUpdatesDTO.self, from: .showUpdates(since: period))
  }

  /// `fetch` through the client's one hand-over, as the data-source calls are: a transport
  /// failure becomes the `ShowDataError` it means for `endpoint`.
  func answer<Value: Decodable & Sendable>(_ type: Value.Type, from endpoint: TVMazeEndpoint)
    async throws -> Value
  {
    try await handingOver(endpoint) { try await fetch(type, from: $0) }.value
  }

  /// `answer`, with a 404 that means "nothing matched" as `nil`.
  func answerUnlessNoMatch<Value: Decodable & Sendable>(_ type: Value.Type, from endpoint: TVMazeEndpoint)
    async throws -> Value?
  {
    try await handingOver(endpoint) { try await fetchUnlessNoMatch(type, from: $0) }.value
  }

  /// `fetch`, with a 404 that means "nothing matched" as `nil`.
  func fetchUnlessNoMatch<Value: Decodable>(_ type: Value.Type, from endpoint: TVMazeEndpoint)
    async throws -> Value?
  {
    do {
      return try await fetch(type, from: endpoint)
    } catch is NoMatch {
      return nil
    }
  }
}
