/// Where a screen's text goes: standard output, or a string in tests.
package protocol TerminalOutput: AnyObject {
  func write(_ text: String)
}
