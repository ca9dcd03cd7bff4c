/// One turn of the scheduler, the unit in which the test support's waits are bounded, in place
/// of a length of time.
///
/// A turn lets every job queued before it run first: it passes once through the global
/// executor's queue (where the fakes' actors and the tasks the code under test starts wait for
/// a thread) and comes back through the caller's (the main actor's, for `eventually`), then
/// sleeps a millisecond so that a timer or a thread the system has not scheduled yet gets its
/// moment. So a wait counted in turns lasts as long as the machine needs to make progress: on a
/// busy machine, where two cores run the whole suite, each turn waits its place in the same
/// queue as the work the test waits for; on an idle one, a thousand turns take about a second,
/// which is how long a condition that cannot come true keeps a test waiting.
public enum SchedulerTurn {
  /// How many turns a wait gives the work it waits for before it gives up: about a second on
  /// an idle machine; ten times as many under a sanitizer, whose runtime serialises the
  /// threads' lookups of type metadata (`SanitizerBuild.slowdown`).
  public static let limit = 1_000 * Int(SanitizerBuild.slowdown)

  /// For a wait whose work first goes through a socket (the loopback test server's answer read
  /// on libcurl's thread), which no turn of the scheduler moves on: ten times `limit`.
  public static let limitAcrossSockets = 10 * limit

  /// Waits one turn.
  public static func take() async {
    await Task.detached(priority: Task.currentPriority) {}.value
    try? await Task.sleep(for: .milliseconds(1))
  }
}
