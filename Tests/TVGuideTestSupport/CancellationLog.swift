/// Records, from inside a stub, whether the task that called it had been cancelled.
public actor CancellationLog {
  public private(set) var values: [Bool] = []

  public init() {}

  public func record(_ isCancelled: Bool) {
    values.append(isCancelled)
  }
}
