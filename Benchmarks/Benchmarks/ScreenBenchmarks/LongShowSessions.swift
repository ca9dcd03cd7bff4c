import BenchmarkSupport

/// The sessions the benchmarks share, opened once: a benchmark's closure runs once an
/// iteration, and each iteration goes on where the last one left the app.
@MainActor
enum LongShowSessions {
  /// A daily show's length: 15 000 real-shaped episodes in 60 seasons of 250.
  static let catalog = Result { try SyntheticCatalog(episodes: .init(count: 15_000, seasons: 60)) }
  static let showName = "Synthetic Saga"

  private static var fullScreenSession: FullScreenSession?
  private static var openShowSession: FullScreenSession?
  private static var lineModeSession: LineModeSession?

  /// The full-screen app on the show list, the show's row selected.
  static func onList() async throws -> FullScreenSession {
    if let fullScreenSession { return fullScreenSession }
    let session = await FullScreenSession(catalog: try catalog.get(), showName: showName)
    fullScreenSession = session
    return session
  }

  /// Another full-screen app, with the show open.
  static func onShow() async throws -> FullScreenSession {
    if let openShowSession { return openShowSession }
    let session = await FullScreenSession(catalog: try catalog.get(), showName: showName)
    await session.open()
    openShowSession = session
    return session
  }

  /// The app in line mode on the show list, the show as row 1.
  static func lineMode() async throws -> LineModeSession {
    if let lineModeSession { return lineModeSession }
    let session = await LineModeSession(catalog: try catalog.get(), showName: showName)
    lineModeSession = session
    return session
  }
}
