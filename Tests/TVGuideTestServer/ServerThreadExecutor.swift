import Foundation

/// A thread of its own for the test servers' work.
///
/// The servers run in the test process, whose shared thread pool is often busy with other
/// tests (decoding large fixtures, say); a `tvguide` process waiting for an answer would
/// then time out for reasons that have nothing to do with the code under test.
final class ServerThreadExecutor: TaskExecutor, @unchecked Sendable {
  static let shared = ServerThreadExecutor()

  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []

  private init() {
    let thread = Thread { [unowned self] in runForever() }
    thread.name = "TVMazeTestServer"
    thread.start()
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
