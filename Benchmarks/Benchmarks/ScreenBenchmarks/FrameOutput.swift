import TextUIKit

/// A terminal that keeps only the last frame written to it: where the benchmarks' screens
/// draw, so that writing a frame costs what building its text costs, not a terminal's time.
final class FrameOutput: TerminalOutput {
  private(set) var lastFrame = ""
  private(set) var bytesWritten = 0

  func write(_ text: String) {
    lastFrame = text
    bytesWritten += text.utf8.count
  }
}
