/// Holds tasks until a test opens it: a slow network answer, released when the test wants.
public actor Gate {
  private var isOpen = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  public init() {}

  /// How many tasks wait at the gate.
  public var waitingCount: Int { waiting.count }

  public func wait() async {
    guard !isOpen else { return }
    await withCheckedContinuation { waiting.append($0) }
  }

  public func open() {
    isOpen = true
    for continuation in waiting { continuation.resume() }
    waiting = []
  }

  /// Waits until `count` tasks wait at the gate, for at most `turns` turns of the
  /// scheduler (about a second when nothing is coming).
  public func waitForWaiters(_ count: Int = 1, turns: Int = SchedulerTurn.limit) async {
    for _ in 0..<turns where waiting.count < count {
      await SchedulerTurn.take()
    }
  }
}
