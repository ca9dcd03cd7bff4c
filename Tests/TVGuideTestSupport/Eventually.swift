/// Waits (in real time, briefly) until a condition on the main actor holds; returns whether
/// it did. For outcomes that arrive through a `Task` the test cannot await directly.
///
/// The timeout is only a safety net, so it is generous: with the whole suite running on two
/// busy cores, a task the condition waits for has sat in the queue for most of a minute, and
/// far longer under a sanitizer (`SanitizerBuild.slowdown`).
@MainActor
public func eventually(
  timeout: Duration = .seconds(120 * SanitizerBuild.slowdown), _ condition: @MainActor () -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  while !condition() {
    guard clock.now < deadline else { return false }
    try? await Task.sleep(for: .milliseconds(2))
  }
  return true
}
