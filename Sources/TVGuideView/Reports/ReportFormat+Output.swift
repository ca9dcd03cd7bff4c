import TextUIKit

extension ReportFormat {
  /// Whether the answer is JSON: only then do presenters build the `--json` document.
  package var isJSON: Bool {
    if case .json = self { return true }
    return false
  }

  /// The report's answer in this format: its document as JSON (with `notice` kept for
  /// standard error, since JSON has no room for it), or the lines drawn as text. `warning`
  /// goes to standard error in both. Only the one asked for is made.
  func output(
    json: @autoclosure () -> String, notice: String? = nil, warning: String? = nil,
    lines: (_ width: Int) -> [TextLine]
  ) -> ReportOutput {
    switch self {
    case .json:
      return ReportOutput(standardOutput: json(), notice: notice, warning: warning)
    case .text(let width, let usesColor):
      var text = ""
      TextFrameRenderer(usesColor: usesColor).write(lines(width), to: &text)
      return ReportOutput(standardOutput: text, warning: warning)
    }
  }
}
