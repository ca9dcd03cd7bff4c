import enum TVGuideInteractor.ShowDataError

/// One failure a test asks a stage's data source to act out, once, for one request.
public enum StageFault: Equatable, Sendable {
  /// The host cannot be reached, as with no network.
  case noConnection
  /// The host took the request and never answered within the timeout.
  case timeout
  /// TVMaze answered 429 Too Many Requests; the source waits `seconds`, as the live client
  /// waits out the rate limit, asks again and gets the answer.
  case rateLimitedThenAnswered(seconds: Double)

  /// Reads the words of a `TVGUIDE_FAULTS` entry: `no-connection`, `timeout`, `429 1.5`.
  init?(words: [Substring]) {
    switch words.first {
    case "no-connection" where words.count == 1: self = .noConnection
    case "timeout" where words.count == 1: self = .timeout
    case "429" where words.count == 2:
      guard let seconds = Double(words[1]), seconds >= 0, seconds <= 10 else { return nil }
      self = .rateLimitedThenAnswered(seconds: seconds)
    default: return nil
    }
  }

  /// Acts the fault out: throws what the live source throws, or waits as it waits. The error
  /// names no host, as the live source's does not: the stage's own words name TVMaze's.
  func actOut() async throws {
    switch self {
    case .noConnection: throw ShowDataError.outOfReach(how: .noConnection)
    case .timeout: throw ShowDataError.outOfReach(how: .noAnswerInTime)
    case .rateLimitedThenAnswered(let seconds): try await Task.sleep(for: .seconds(seconds))
    }
  }
}
