import Foundation
import TVGuideTestSupport
import Testing

@testable import TVGuideTVMaze

@Suite struct InFlightRequestsTests {
  private let url = URL(string: "http://127.0.0.1:9/shows/82")!

  @Test func aSecondCallerWaitsForTheFirstAnswer() async throws {
    let requests = InFlightRequests()
    let gate = Gate()
    let made = Made()
    let fetch: @Sendable () async throws -> Data = {
      await made.add()
      await gate.wait()
      return Data("answer".utf8)
    }
    let first = Task { try await requests.data(for: url, fetch: fetch) }
    await gate.waitForWaiters(1)
    let second = Task { try await requests.data(for: url, fetch: fetch) }
    await requests.waitForCallers(2, of: url)
    await gate.open()
    #expect(try await first.value == Data("answer".utf8))
    #expect(try await second.value == Data("answer".utf8))
    #expect(await made.count == 1)
  }

  @Test func afterTheAnswerTheNextCallerFetchesAgain() async throws {
    let requests = InFlightRequests()
    let made = Made()
    for _ in 0..<2 {
      _ = try await requests.data(for: url) {
        await made.add()
        return Data()
      }
    }
    #expect(await made.count == 2)
  }

  @Test func everyCallerSeesTheSameFailure() async throws {
    let requests = InFlightRequests()
    await #expect(throws: URLError.self) {
      try await requests.data(for: url) { throw URLError(.timedOut) }
    }
  }
}

/// Counts the requests really made.
private actor Made {
  private(set) var count = 0
  func add() { count += 1 }
}

extension InFlightRequests {
  /// Waits (in real time, briefly) until `count` callers wait for `url`.
  fileprivate func waitForCallers(_ count: Int, of url: URL) async {
    for _ in 0..<10_000 where (callers[url] ?? 0) < count {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }
}
