import Foundation
import Testing

@testable import TVGuideTVMaze

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct ExchangeOutcomeTests {
  private static let answer = (
    Data("[]".utf8),
    HTTPURLResponse(
      url: URL(string: "http://127.0.0.1:9")!, statusCode: 200, httpVersion: nil, headerFields: nil)!
  )

  @Test func theFirstOutcomeWinsAndLaterOnesAreDropped() async throws {
    let outcome = ExchangeOutcome()
    let data = try await withCheckedThrowingContinuation { continuation in
      outcome.start(continuation)
      outcome.finish(.success(Self.answer))
      outcome.finish(.failure(URLError(.timedOut)))
    }.0
    #expect(data == Data("[]".utf8))
    #expect(outcome.isFinished)
  }

  @Test func anOutcomeBeforeTheStartIsKeptForIt() async {
    let outcome = ExchangeOutcome()
    outcome.finish(.failure(URLError(.timedOut)))
    await #expect(throws: URLError.self) {
      try await withCheckedThrowingContinuation { continuation in outcome.start(continuation) }
    }
  }

  @Test func aDeadlineCancelsTheRequestStillRunning() async throws {
    let outcome = ExchangeOutcome()
    let task = URLSession.shared.dataTask(with: URL(string: "http://127.0.0.1:9/never")!)
    outcome.task = task
    await #expect(throws: URLError.self) {
      try await withCheckedThrowingContinuation { continuation in
        outcome.start(continuation)
        outcome.finish(.failure(URLError(.timedOut)))
      }
    }
    for _ in 0..<1_000 where task.state != .canceling && task.state != .completed {
      try await Task.sleep(for: .milliseconds(1))
    }
    #expect(task.state == .canceling || task.state == .completed)
  }

  @Test func aDeadlinePassedFailsTheExchangeStillRunning() async {
    let outcome = ExchangeOutcome()
    outcome.fail(with: URLError(.timedOut), after: .milliseconds(1))
    await #expect(throws: URLError(.timedOut)) {
      try await withCheckedThrowingContinuation { continuation in outcome.start(continuation) }
    }
  }

  /// An exchange that has answered is freed at once, with the answer it gathered, although
  /// its deadlines are still pending (an hour here, a request's timeout in the app).
  @Test func pendingDeadlinesDoNotKeepAnExchangeThatHasAnswered() async throws {
    weak var watched: ExchangeOutcome?
    do {
      let outcome = ExchangeOutcome()
      watched = outcome
      outcome.fail(with: URLError(.timedOut), after: .seconds(3600))
      outcome.fail(with: URLError(.cannotConnectToHost), after: .seconds(3600), onlyWhileConnecting: true)
      let data = try await withCheckedThrowingContinuation { continuation in
        outcome.start(continuation)
        outcome.finish(.success(Self.answer))
      }.0
      #expect(data == Data("[]".utf8))
    }
    #expect(watched == nil)
  }

  @Test func bodyPastTheLimitEndsTheExchangeAndKeepsNothingMore() async {
    let outcome = ExchangeOutcome(maximumSize: 4)
    #expect(outcome.receive(Data("[1,".utf8)))
    #expect(!outcome.receive(Data("2]".utf8)))
    #expect(!outcome.receive(Data("]".utf8)))
    await #expect(throws: AnswerTooLarge.self) {
      try await withCheckedThrowingContinuation { continuation in outcome.start(continuation) }
    }
  }

  @Test func aRedirectBackToAnAddressVisitedIsALoop() async {
    let first = URL(string: "http://127.0.0.1:9/a")!
    let outcome = ExchangeOutcome(url: first)
    #expect(outcome.redirect(to: URL(string: "http://127.0.0.1:9/b")!))
    #expect(!outcome.redirect(to: first))
    await #expect(throws: RedirectLoop.self) {
      try await withCheckedThrowingContinuation { continuation in outcome.start(continuation) }
    }
  }
}
