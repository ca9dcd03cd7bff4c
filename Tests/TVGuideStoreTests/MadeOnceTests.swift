import Foundation
import Synchronization
import Testing

@testable import TVGuideStore

@Suite struct MadeOnceTests {
  private struct Refused: Error {}

  private final class Makings: Sendable {
    let count = Atomic(0)
  }

  private final class Values: @unchecked Sendable {
    // @unchecked: `values` is only touched while `lock` is held.
    private let lock = NSLock()
    private var values: [Int] = []
    func append(_ value: Int) { lock.withLock { values.append(value) } }
    var all: [Int] { lock.withLock { values } }
  }

  @Test func aValueGivenAtTheStartIsReturnedWithoutMakingAnother() {
    let slot = MadeOnce("opened")
    #expect(slot.madeValue == "opened")
    #expect(
      slot.value {
        Issue.record("made again")
        return "other"
      } == "opened")
  }

  @Test func nothingIsMadeUntilTheValueIsAskedFor() {
    let slot = MadeOnce<String>()
    #expect(slot.madeValue == nil)
    #expect(slot.value { "made" } == "made")
    #expect(slot.madeValue == "made")
  }

  /// Callers that come while the first one is still making the value wait for it, and get it.
  @Test func callersDuringAMakingShareIt() {
    let slot = MadeOnce<Int>()
    let makings = Makings()
    let (started, release) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
    let group = DispatchGroup()
    let values = Values()
    func call() {
      group.enter()
      Thread.detachNewThread {
        let value = slot.value {
          started.signal()
          release.wait()
          return makings.count.add(1, ordering: .relaxed).newValue
        }
        values.append(value)
        group.leave()
      }
    }
    call()
    started.wait()
    for _ in 0..<8 { call() }
    release.signal()
    group.wait()
    #expect(makings.count.load(ordering: .relaxed) == 1)
    #expect(values.all == Array(repeating: 1, count: 9))
  }

  /// Reading what was made never waits for a making under way: the store's fast path must not
  /// block a thread of the shared pool while another opens the database.
  @Test func readingDoesNotWaitForAMakingUnderWay() {
    let slot = MadeOnce<Int>()
    let (started, release) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      _ = slot.value {
        started.signal()
        release.wait()
        return 7
      }
      done.signal()
    }
    started.wait()
    #expect(slot.madeValue == nil)
    release.signal()
    done.wait()
    #expect(slot.madeValue == 7)
  }

  @Test func aFailedMakingIsTriedAgainByTheNextCaller() {
    let slot = MadeOnce<String>()
    #expect(throws: Refused.self) { try slot.value { throw Refused() } }
    #expect(slot.madeValue == nil)
    #expect(slot.value { "second try" } == "second try")
  }
}
