import Foundation
import TVGuideEntity
import TVGuideInteractor

/// The live TVMaze API over libcurl (see `CurlTransfer`), as a `ShowDataSource` whose answers
/// are `.live`.
///
/// Keeps TVMaze's etiquette: at most `rateLimit` requests in any window, a retry with
/// backoff after 429, one request per URL however many callers want it at once, and a
/// `User-Agent` naming the app.
public final class TVMazeClient: ShowDataSource {
  private let configuration: TVMazeConfiguration
  private let timeline: Timeline
  let pacer: RequestPacer
  let inFlight = InFlightRequests()
  private let jitter: @Sendable () -> Double
  private let now: @Sendable () -> Date
  private let errors: TransportErrorTranslator

  /// `clock` paces the backoff, `jitter` gives numbers in `0..<1` for the backoff and `now`
  /// reads `Retry-After` dates; tests replace them so that nothing waits for real seconds.
  /// `pacer` keeps the rate limit; by default it is the one every client of the process
  /// shares for the configuration's host and limit, so that the process as a whole keeps it.
  public init(
    configuration: TVMazeConfiguration, clock: any Clock<Duration> = ContinuousClock(),
    jitter: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
    now: @escaping @Sendable () -> Date = Date.init, pacer: RequestPacer? = nil
  ) {
    self.configuration = configuration
    self.timeline = Timeline(clock)
    self.pacer =
      pacer ?? RequestPacer.shared(host: configuration.hostDescription, limit: configuration.rateLimit)
    self.jitter = jitter
    self.now = now
    self.errors = TransportErrorTranslator(host: configuration.hostDescription)
  }

  /// Fetches `GET /shows?page=number`, 250 shows by id.
  ///
  /// - Throws: `ShowDataError.pageNotFound` when TVMaze answers 404 past the last page,
  ///   or the `ShowDataError` that a network, HTTP or decoding failure means.
  public func showIndexPage(_ number: Int) async throws -> Fetched<[ShowDTO]> {
    try await handingOver(.showIndex(page: number)) { try await fetch([ShowDTO].self, from: $0) }
  }

  /// Fetches `GET /search/shows?q=query`: at most 10 matches, best first.
  ///
  /// - Throws: The `ShowDataError` that a network, HTTP or decoding failure means.
  public func searchShows(matching query: String) async throws -> Fetched<[SearchResultDTO]> {
    try await handingOver(.search(query)) { try await fetch([SearchResultDTO].self, from: $0) }
  }

  /// Fetches `GET /shows/id`.
  ///
  /// - Throws: `ShowDataError.showNotFound` when TVMaze answers 404, or the
  ///   `ShowDataError` that a network, HTTP or decoding failure means.
  public func show(id: Int) async throws -> Fetched<ShowDTO> {
    try await handingOver(.show(id: id)) { try await fetch(ShowDTO.self, from: $0) }
  }

  /// Fetches `GET /shows/id/episodes?specials=1`: every episode, specials included.
  ///
  /// - Throws: `ShowDataError.showNotFound` when TVMaze answers 404, or the
  ///   `ShowDataError` that a network, HTTP or decoding failure means.
  public func episodes(ofShow id: Int) async throws -> Fetched<[EpisodeDTO]> {
    try await handingOver(.episodes(ofShow: id)) { endpoint in
      let data = try await data(from: endpoint)
      // JSONDecoder only when the list is more than plain episodes, to read it or say why not.
      let parsed = data.withUnsafeBytes { EpisodeJSONParser().episodes(in: $0.bindMemory(to: UInt8.self)) }
      return try parsed ?? decode([EpisodeDTO].self, from: data, of: endpoint)
    }
  }

  /// Fetches `GET /shows/id/cast`: who plays whom, main cast first.
  ///
  /// - Throws: `ShowDataError.showNotFound` when TVMaze answers 404, or the
  ///   `ShowDataError` that a network, HTTP or decoding failure means.
  public func cast(ofShow id: Int) async throws -> Fetched<[CastCreditDTO]> {
    try await handingOver(.cast(ofShow: id)) { try await fetch([CastCreditDTO].self, from: $0) }
  }

  // MARK: Requests

  /// The edge where the client hands an answer to the interactors: a live answer, or the
  /// `ShowDataError` its transport failure means for `endpoint`.
  func handingOver<Value: Sendable>(
    _ endpoint: TVMazeEndpoint, _ request: (TVMazeEndpoint) async throws -> Value
  ) async throws -> Fetched<Value> {
    do {
      return Fetched(try await request(endpoint), origin: .live)
    } catch let error as TransportError {
      throw ShowDataError(error, notFound: endpoint.notFound)
    }
  }

  func fetch<Value: Decodable>(_ type: Value.Type, from endpoint: TVMazeEndpoint) async throws
    -> Value
  {
    try decode(type, from: try await data(from: endpoint), of: endpoint)
  }

  func data(from endpoint: TVMazeEndpoint) async throws -> Data {
    let url = endpoint.url(relativeTo: configuration.baseURL)
    return try await inFlight.data(for: url) { [self] in
      try await fetchRetryingWhenRefused(url, endpoint: endpoint)
    }
  }

  func decode<Value: Decodable>(_ type: Value.Type, from data: Data, of endpoint: TVMazeEndpoint)
    throws
    -> Value
  {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let error as DecodingError {
      throw TransportError.malformedAnswer(detail: "\(endpoint.path): \(DecodingErrorSummary(error))")
    }
  }

  /// Sends the request, and again after a backoff while TVMaze answers 429.
  private func fetchRetryingWhenRefused(_ url: URL, endpoint: TVMazeEndpoint) async throws -> Data {
    var retry = 0
    while true {
      try await pacer.acquire()
      let (data, head) = try await send(url)
      guard head.status == 429 else { return try body(data, of: head, for: endpoint) }
      retry += 1
      let retryAfter = head.value(of: "Retry-After")
        .flatMap { RetryAfter(value: $0).delay(now: now()) }
      guard
        let delay = configuration.retryPolicy.delay(
          beforeRetry: retry, retryAfter: retryAfter, jitter: jitter())
      else { throw TransportError.tooManyRequests }
      try await timeline.sleep(delay)
    }
  }

  private func body(_ data: Data, of head: HTTPHead, for endpoint: TVMazeEndpoint) throws -> Data {
    switch head.status {
    case 200..<300:
      let type = head.value(of: "Content-Type").map(ContentType.init(header:))
      if type?.isWebPage == true { throw TransportError.webPage(host: configuration.hostDescription) }
      return data
    case 404 where endpoint.notFoundIsNoMatch: throw NoMatch()
    default: throw TransportError.status(head.status)
    }
  }

  /// One HTTP exchange with its redirects, within the configuration's timeouts and size limit.
  private func send(_ url: URL) async throws -> (Data, HTTPHead) {
    let limits = ExchangeLimits(
      connectTimeout: configuration.connectTimeout, timeout: configuration.requestTimeout,
      maximumSize: configuration.maximumAnswerSize)
    let headers = ["User-Agent: \(configuration.userAgent)", "Accept: application/json"]
    do {
      let pacer = pacer
      return try await HTTPExchange(
        limits: limits, headers: headers, beforeRedirect: { try await pacer.acquire() }
      )
      .send(url)
    } catch {
      throw errors.translate(error)
    }
  }
}
