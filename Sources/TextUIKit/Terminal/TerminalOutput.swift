/// Where a screen's text goes: standard output, or memory in tests and benchmarks.
public protocol TerminalOutput: AnyObject {
  func write(_ text: String)
}
