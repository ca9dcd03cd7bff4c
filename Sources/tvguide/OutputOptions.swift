import ArgumentParser
import TVGuideView
import TextUIKit

/// `--json`, shared by the one-shot commands.
struct OutputOptions: ParsableArguments {
  @Flag(name: .long, help: "Print machine-readable JSON instead of text.")
  var json = false

  /// Text sized and coloured for where standard output goes, or JSON.
  var format: ReportFormat {
    guard !json else { return .json }
    let terminal = TerminalEnvironment.current()
    return .text(width: terminal.width, usesColor: terminal.usesColor)
  }
}
