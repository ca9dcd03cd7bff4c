import Foundation
import TVGuideTestSupport
import Testing

@testable import TVGuideStore

/// Any number of processes may open a new user store at once (issue 36): 8 `tvguide follow`
/// on a new folder lost a follow in about 15 % of rounds, to "table followedShow already
/// exists", "no such table: grdb_migrations" or a lock held more than 3 seconds.
@Suite struct UserStoreRaceTests {
  private static let (processes, rounds) = (8, 200)

  /// Each round, 8 processes (`tvguide-user-store-race-worker`, which opens the store as
  /// `tvguide follow` does) are handed a new folder at the same moment and each follows one
  /// show; every round must end with all 8 followed and no process failing. Not timed: the
  /// rounds are counted, not measured.
  @Test func eightProcessesMakingANewStoreAtOnceLoseNoFollowIn200Rounds() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var workers: [LineWorker] = []
    for _ in 0..<Self.processes {
      workers.append(try LineWorker(executable: "tvguide-user-store-race-worker"))
    }
    var failures: [String] = []
    for round in 0..<Self.rounds {
      let data = folder.url.appendingPathComponent("round-\(round)")
      for (index, worker) in workers.enumerated() { try worker.send("\(data.path) \(index + 1)") }
      for worker in workers {
        let answer = try await worker.receive()
        if answer != "ok" { failures.append("round \(round): \(answer ?? "the worker ended")") }
      }
      let followed = try await UserDataStore(folder: data).followedShowIDs()
      if followed.sorted() != Array(1...Self.processes) {
        failures.append("round \(round): followed \(followed.sorted())")
      }
    }
    for worker in workers { try await worker.finish() }
    #expect(failures.isEmpty, "\(failures.count) failures: \(failures.prefix(10))")
  }
}
