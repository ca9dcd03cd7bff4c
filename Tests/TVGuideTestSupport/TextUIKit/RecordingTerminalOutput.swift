import TextUIKit

/// Collects everything written to a terminal, for tests.
public final class RecordingTerminalOutput: TerminalOutput {
  public private(set) var writes: [String] = []

  public init() {}

  public var text: String { writes.joined() }

  public func write(_ text: String) {
    writes.append(text)
  }
}
