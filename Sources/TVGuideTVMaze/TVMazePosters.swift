import Foundation
import TVGuideInteractor

/// Show posters fetched over HTTP from where TVMaze's data links them: TVMaze's image server, or
/// the host of the configured API (a stand-in server on the loopback, in tests). An address
/// anywhere else is refused without a request, so data cannot make the guide fetch from a
/// machine of its choosing, and an answer that is no picture is refused whatever it says it is.
///
/// Not paced by the API's rate limit: TVMaze limits calls to its API, not to its images, and a
/// browser asks for a page's posters a few at a time, as they near the screen.
public struct TVMazePosters: PosterSource {
  /// TVMaze's image server, the host of every poster address in its data.
  public static let imageHost = "static.tvmaze.com"
  /// 4 MiB: TVMaze's medium posters weigh about 30 KB, its largest originals about 1 MB.
  public static let defaultMaximumSize = 4 * 1024 * 1024

  private let configuration: TVMazeConfiguration
  private let maximumSize: Int

  /// Fetches within `configuration`'s timeouts, with its `User-Agent`; from its API's host and
  /// TVMaze's image server only; at most `maximumSize` bytes a poster.
  public init(configuration: TVMazeConfiguration, maximumSize: Int = defaultMaximumSize) {
    self.configuration = configuration
    self.maximumSize = maximumSize
  }

  /// The picture at `address`.
  ///
  /// - Throws: `PosterRefused` for an address of another host, or an answer other than 200
  ///   with a JPEG, PNG, GIF or WebP picture; the `ShowDataError` a network failure means.
  public func poster(ofShow showID: Int, at address: URL) async throws -> PosterImage {
    guard isAllowed(address) else {
      throw PosterRefused.otherHost(TVMazeConfiguration.hostDescription(of: address))
    }
    let limits = ExchangeLimits(
      connectTimeout: configuration.connectTimeout, timeout: configuration.requestTimeout,
      maximumSize: maximumSize)
    let headers = ["User-Agent: \(configuration.userAgent)", "Accept: image/*"]
    let (body, head): (Data, HTTPHead)
    do {
      (body, head) = try await HTTPExchange(limits: limits, headers: headers).send(address)
    } catch {
      let failure = TransportErrorTranslator(host: TVMazeConfiguration.hostDescription(of: address))
        .translate(error)
      guard let failure = failure as? TransportError else { throw failure }
      throw ShowDataError(failure, notFound: nil)
    }
    guard head.status == 200 else { throw PosterRefused.status(head.status) }
    guard let image = PosterImage(bytes: body) else { throw PosterRefused.notAPicture }
    return image
  }

  /// An http or https address of TVMaze's image server or of the API's own host and port.
  func isAllowed(_ address: URL) -> Bool {
    guard let scheme = address.scheme?.lowercased(), scheme == "https" || scheme == "http",
      let host = address.host?.lowercased()
    else { return false }
    if host == Self.imageHost { return true }
    let api = configuration.baseURL
    return host == api.host?.lowercased() && address.port == api.port && scheme == api.scheme?.lowercased()
  }
}
