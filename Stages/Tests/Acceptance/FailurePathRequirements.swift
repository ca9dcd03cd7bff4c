import Foundation
import Testing

/// The failure paths of `Stages/SPEC.md`: a request that cannot connect, times out or is held
/// back by TVMaze's rate limit, for the list, the next page and a show. The stages' data source
/// acts them out once each, as `TVGUIDE_FAULTS` plans (`StageFaultPlan`), so `retry` succeeds.
extension Requirement {
  static let failurePaths = [
    Requirement(id: "NET-1", introducedIn: 1) { app in
      try await checkFailure(app, fault: "no-connection", says: noConnection)
    },
    Requirement(id: "NET-2", introducedIn: 1) { app in
      try await checkFailure(app, fault: "timeout", says: timedOut)
    },
    Requirement(id: "NET-3", introducedIn: 1) { app in
      let script = "more\n1\nquit\n"
      let catalog = try AcceptanceCatalog()
      let clean = try await app.transcript(script, environment: catalog.environment)
      let faults = FaultedRequest.all.map { "\($0.request): 429 \(rateLimitWait)" }.joined(separator: "; ")
      let start = ContinuousClock.now
      let held = try await app.transcript(script, environment: catalog.environment(faults: faults))
      #expect(ContinuousClock.now - start >= .seconds(rateLimitWait * 3), "each answer waited")
      #expect(held == clean, "the answers, once they came, as if they had come at once")
    },
    Requirement(id: "NET-4", introducedIn: 1) { app in
      let catalog = try AcceptanceCatalog()
      let clean = try await app.screens("more\n1\nquit\n", on: catalog)
      try #require(clean.count == 3)
      for (place, fault) in zip(FaultedRequest.all, ["no-connection", "timeout", "no-connection"]) {
        let screens = try await app.screens(place.script, on: catalog, faults: "\(place.request): \(fault)")
        try #require(screens.count == place.failedScreen + 2, "\(place.request)")
        #expect(screens[place.failedScreen + 1] == clean[place.cleanScreen], "retry after \(place.request)")
      }
    },
  ]

  private static let noConnection =
    "Could not connect to api.tvmaze.com. Check the network connection and try again."
  private static let timedOut = "api.tvmaze.com did not answer in time. Try again in a moment."
  /// Seconds each rate-limited request waits before it is answered.
  private static let rateLimitWait = 0.4

  /// `fault` on each request in turn: the screen says `sentence`, and keeps what it had.
  private static func checkFailure(_ app: AcceptanceDriver, fault: String, says sentence: String) async throws
  {
    let catalog = try AcceptanceCatalog()
    for place in FaultedRequest.all {
      let screens = try await app.screens(place.script, on: catalog, faults: "\(place.request): \(fault)")
      try #require(screens.count == place.failedScreen + 2, "\(place.request)")
      let failed = screens[place.failedScreen]
      #expect(AcceptanceDriver.words(failed).contains(sentence), "\(place.request): \(failed)")
      #expect(AcceptanceDriver.rows(of: failed) == place.rowsKept, "\(place.request) keeps what was shown")
      #expect(!failed.contains("\nRating "), "\(place.request): no show is drawn")
    }
  }
}

/// Where a fault is planned, the script that meets it and retries, and which screens to read.
private struct FaultedRequest {
  /// As `TVGUIDE_FAULTS` names it.
  let request: String
  /// Meets the fault, then `retry`.
  let script: String
  /// The screen printed after the failed request.
  let failedScreen: Int
  /// The rows that screen keeps.
  let rowsKept: [String]
  /// The same screen, in a run of `more`, `1` without faults.
  let cleanScreen: Int

  static let all = [
    FaultedRequest(request: "page 0", script: "retry\nquit\n", failedScreen: 0, rowsKept: [], cleanScreen: 0),
    FaultedRequest(
      request: "page 2", script: "more\nretry\nquit\n", failedScreen: 1,
      rowsKept: ["1 Under the Dome", "2 Bare Show"], cleanScreen: 1),
    FaultedRequest(
      request: "show 1", script: "1\nretry\nquit\n", failedScreen: 1, rowsKept: [], cleanScreen: 2),
  ]
}
