/// Where a screen's text goes: standard output, or a string in tests.
public protocol TerminalOutput: AnyObject {
  func write(_ text: String)
}
