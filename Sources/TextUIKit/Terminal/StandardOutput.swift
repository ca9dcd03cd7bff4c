import Foundation

/// The process's standard output. Each `write` is one system write of the whole text, so a
/// frame reaches the terminal in one piece.
public final class StandardOutput: TerminalOutput {
  public init() {}

  public func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
