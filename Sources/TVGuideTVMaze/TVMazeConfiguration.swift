import Foundation

/// Where the live client finds TVMaze and how patiently it talks to it.
public struct TVMazeConfiguration: Sendable {
  /// TVMaze's public API, `https://api.tvmaze.com`.
  public static let defaultBaseURL = URL(string: "https://api.tvmaze.com")!
  /// 128 MiB: nine times the longest real answer, room for a synthetic 100 000 episodes.
  public static let defaultMaximumAnswerSize = 128 * 1024 * 1024

  /// `https://api.tvmaze.com`, or a proxy or test server such as `http://127.0.0.1:8080`.
  public var baseURL: URL
  /// Sent with every request, e.g. `tvguide/0.1.0`, as TVMaze asks of API clients.
  public var userAgent: String
  /// How long to wait for the server to accept a connection (name resolution included).
  public var connectTimeout: Duration
  /// How long one request may take from sending to the last byte of the answer.
  public var requestTimeout: Duration
  /// The most bytes of one answer read; a longer answer is an error. TVMaze's longest real
  /// answer, the episodes of a daily show of 15 000 episodes, is about 14 MB.
  public var maximumAnswerSize: Int
  /// How many requests may start in any window; TVMaze's own limit by default.
  public var rateLimit: RateLimit
  /// When to retry after TVMaze answered 429 and when to give up.
  public var retryPolicy: RetryPolicy

  /// Creates a configuration; only the `User-Agent` has no default.
  public init(
    baseURL: URL = defaultBaseURL, userAgent: String, connectTimeout: Duration = .seconds(10),
    requestTimeout: Duration = .seconds(10), maximumAnswerSize: Int = defaultMaximumAnswerSize,
    rateLimit: RateLimit = .tvMaze, retryPolicy: RetryPolicy = RetryPolicy()
  ) {
    self.baseURL = baseURL
    self.userAgent = userAgent
    self.connectTimeout = connectTimeout
    self.requestTimeout = requestTimeout
    self.maximumAnswerSize = maximumAnswerSize
    self.rateLimit = rateLimit
    self.retryPolicy = retryPolicy
  }

  /// The host the user should be told about, with its port when the URL names one; an IPv6
  /// address in brackets, as a URL writes it, so `[::1]:9` does not read as `::1:9`.
  var hostDescription: String {
    Self.hostDescription(of: baseURL)
  }

  /// The host of `url` as the user should be told about it, as `hostDescription` says it: a
  /// front end names the host it gave the client in its own sentences.
  public static func hostDescription(of url: URL) -> String {
    var host = url.host ?? url.absoluteString
    if host.contains(":"), !host.hasPrefix("[") { host = "[\(host)]" }
    return url.port.map { "\(host):\($0)" } ?? host
  }
}
