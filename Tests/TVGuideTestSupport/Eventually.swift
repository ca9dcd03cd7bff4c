/// Waits until a condition on the main actor holds; returns whether it did. For outcomes that
/// arrive through a `Task` the test cannot await directly.
///
/// It gives up after `turns` turns of the scheduler with the condition still false
/// (`SchedulerTurn`), not after a length of time: a condition that cannot come true fails in
/// about a second on an idle machine, while on a busy one each turn waits behind the same
/// queued work as the task the condition waits for, so a slow machine is not a failure.
@MainActor
public func eventually(turns: Int = SchedulerTurn.limit, _ condition: @MainActor () -> Bool) async -> Bool {
  for _ in 0..<turns {
    if condition() { return true }
    await SchedulerTurn.take()
  }
  return condition()
}
