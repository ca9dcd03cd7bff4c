import Foundation

/// Threads of their own for the test servers' work.
///
/// The servers run in the test process, whose shared thread pool is often busy with other
/// tests (decoding large fixtures, say); a `tvguide` process waiting for an answer would
/// then time out for reasons that have nothing to do with the code under test. Sixteen
/// threads, not four: the full suite keeps dozens of servers alive at once, some streaming a
/// 128 MB answer or answering an import's hundreds of lookups, and with four the merged suite
/// of issue 38 and 40 saw other tests' servers answer past their clients' 20 s timeout.
final class ServerThreadExecutor: TaskExecutor, @unchecked Sendable {
  static let shared = ServerThreadExecutor()

  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []

  private init() {
    for number in 1...16 {
      let thread = Thread { [unowned self] in runForever() }
      thread.name = "TVMazeTestServer \(number)"
      thread.start()
    }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.withLock {
      jobs.append(job)
      condition.signal()
    }
  }

  private func runForever() {
    while true {
      let job: UnownedJob = condition.withLock {
        while jobs.isEmpty { condition.wait() }
        return jobs.removeFirst()
      }
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
