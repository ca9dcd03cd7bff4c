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

  /// Waits (in real time, briefly) until `count` tasks wait at the gate.
  public func waitForWaiters(_ count: Int = 1) async {
    for _ in 0..<10_000 where waiting.count < count {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }
}
