/// The process's standard output as a screen's output. Each `write` is one system write of
/// the whole text where the system allows it, so a frame reaches the terminal in one piece;
/// a failed write ends the app cleanly (see `StandardStream`).
package final class StandardOutput: TerminalOutput {
  package init() {}

  package func write(_ text: String) {
    StandardStream.output.write(text)
  }
}
