import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import TVGuideBuilder
import TVGuideInteractor
import TVGuideWeb

/// `tvguide serve`: the web view's pages over HTTP/1.1, on loopback unless told otherwise. It
/// stops cleanly on SIGINT or SIGTERM: it stops accepting, finishes the requests under way,
/// and `run()` returns.
public struct WebServer: Sendable {
  private let host: String
  private let port: Int
  private let responder: WebResponder

  /// A server on `host`:`port` (port 0 picks a free one) whose pages read from `sources`;
  /// its buttons post `token`, a new secret for every run unless a test chooses one.
  public init(
    host: String = "127.0.0.1", port: Int = 8080, sources: WebPageSources, token: WebFormToken = .random()
  ) {
    self.host = host
    self.port = port
    responder = WebResponder(
      pages: WebPages(sources: sources, token: token), hostCheck: WebHostCheck(boundHost: host))
  }

  /// Serves until SIGINT or SIGTERM; `onRunning` is called with the bound port once it listens.
  public func run(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
    try await run(stopsOnSignals: true, onRunning: onRunning)
  }

  /// Serves until SIGINT or SIGTERM when `stopsOnSignals`, else until its task is cancelled:
  /// a test's server must leave the test runner's own signals alone.
  func run(stopsOnSignals: Bool, onRunning: @escaping @Sendable (Int) async -> Void) async throws {
    let application = Application(
      responder: responder,
      // A connection left open without a request is closed after 30 s, so idle clients
      // cannot hold every file descriptor.
      server: HTTPServerBuilder { responder in
        WebHTTP1Channel(
          base: HTTP1Channel(responder: responder, configuration: .init(idleTimeout: .seconds(30))))
      },
      configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: nil),
      onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
      logger: Self.logger
    )
    do {
      // Either signal starts a graceful shutdown: accepting stops, requests under way finish.
      try await application.runService(gracefulShutdownSignals: stopsOnSignals ? [.sigterm, .sigint] : [])
    } catch let error as IOError {
      throw WebServerAddressError(errno: error.errnoCode, host: host, port: port) ?? error
    } catch is SocketAddressError.UnknownHost {
      // NIO's words for it are `SocketAddressError.UnknownHost … (error -2)`.
      throw WebServerAddressError(unknownHost: host)
    }
  }

  /// Errors only: the one line `tvguide serve` prints on starting is its own, and Hummingbird's
  /// start and stop notes would come between a script and that line.
  private static var logger: Logger {
    var logger = Logger(label: "tvguide-serve")
    logger.logLevel = .error
    return logger
  }
}
