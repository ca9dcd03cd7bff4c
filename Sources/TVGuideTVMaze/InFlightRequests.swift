import Foundation

/// Makes each URL's request once while it is in flight: callers that ask for a URL already
/// being fetched wait for that answer instead of sending their own.
actor InFlightRequests {
  private var tasks: [URL: Task<Data, any Error>] = [:]
  /// How many callers wait for each URL's answer, the one who started it included.
  private(set) var callers: [URL: Int] = [:]

  func data(for url: URL, fetch: @escaping @Sendable () async throws -> Data) async throws -> Data {
    callers[url, default: 0] += 1
    defer { callers[url] = (callers[url] ?? 1) > 1 ? callers[url]! - 1 : nil }
    if let running = tasks[url] { return try await running.value }
    let task = Task { try await fetch() }
    tasks[url] = task
    defer { tasks[url] = nil }
    return try await task.value
  }
}
