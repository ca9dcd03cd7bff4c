/// What the test server remembers: the requests it got and the faults still to play.
actor TestServerState {
  private struct PendingFault {
    var fault: ServerFault
    var remaining: Int
  }

  private let now: @Sendable () -> Duration
  private var faults: [String: PendingFault] = [:]
  /// Faults met by every `period`-th request of a path; `seen` counts the path's requests.
  private var periodicFaults: [String: (fault: ServerFault, period: Int, seen: Int)] = [:]
  private(set) var requests: [RecordedRequest] = []

  init(now: @escaping @Sendable () -> Duration) {
    self.now = now
  }

  func inject(_ fault: ServerFault, forPath path: String, times: Int) {
    faults[path] = PendingFault(fault: fault, remaining: times)
  }

  func inject(_ fault: ServerFault, forPath path: String, every period: Int) {
    periodicFaults[path] = (fault, max(1, period), 0)
  }

  func removeFaults() {
    faults = [:]
    periodicFaults = [:]
  }

  /// Records the request and returns the fault it should meet, if any, using one up.
  func receive(path: String, query: String, userAgent: String?) -> ServerFault? {
    requests.append(RecordedRequest(path: path, query: query, userAgent: userAgent, arrival: now()))
    if var periodic = periodicFaults[path] {
      periodic.seen += 1
      periodicFaults[path] = periodic
      if periodic.seen % periodic.period == 0 { return periodic.fault }
    }
    for key in [path, "*"] {
      guard var pending = faults[key], pending.remaining > 0 else { continue }
      pending.remaining -= 1
      faults[key] = pending
      return pending.fault
    }
    return nil
  }
}
