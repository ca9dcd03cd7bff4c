/// Hands out start times so that no window of `limit.window` holds more than
/// `limit.requests` requests.
///
/// Each caller reserves the earliest slot that keeps the rule and then sleeps until it, so
/// waiting callers go in the order they came and never race each other for a slot when they
/// wake up.
actor RateLimiter {
  private let limit: RateLimit
  private let timeline: Timeline
  /// Start times of the latest `limit.requests` reservations, ascending; some may lie ahead.
  private var reservations: [Duration] = []

  init(limit: RateLimit, timeline: Timeline) {
    self.limit = limit
    self.timeline = timeline
  }

  /// Returns when the caller may send one request.
  func acquire() async throws {
    let now = timeline.now()
    var slot = now
    if reservations.count >= limit.requests {
      // The request `limit.requests` places back must be a full window earlier.
      slot = max(now, reservations[reservations.count - limit.requests] + limit.window)
    }
    reservations.append(slot)
    if reservations.count > limit.requests {
      reservations.removeFirst(reservations.count - limit.requests)
    }
    if slot > now { try await timeline.sleep(slot - now) }
  }
}
