import TVGuideEntity
import TextUIKit

extension ReportFormat {
  /// Whether the answer is JSON: only then do presenters build the `--json` document.
  package var isJSON: Bool {
    if case .json = self { return true }
    return false
  }

  /// The report's answer in this format: its document as JSON, written by the app's one
  /// `JSONWriter` (with `notice` kept for standard error, since JSON has no room for it), or
  /// the lines drawn as text. `warning` goes to standard error in both. Only the one asked
  /// for is made; `capacity` is room reserved for a long document's text.
  func output<Document: Encodable>(
    json document: @autoclosure () -> Document?, capacity: Int = 0, notice: String? = nil,
    warning: String? = nil, lines: (_ width: Int) -> [TextLine]
  ) -> ReportOutput {
    switch self {
    case .json:
      guard let document = document() else { return ReportOutput(standardOutput: "") }
      do {
        // The line break goes into the bytes: adding it to the text would copy the text again.
        var bytes = try JSONWriter(style: .document).bytes(of: document, capacity: capacity + 1)
        bytes.append(UInt8(ascii: "\n"))
        let text = String(decoding: bytes, as: UTF8.self)
        return ReportOutput(standardOutput: text, notice: notice, warning: warning)
      } catch {
        return ReportOutput(standardOutput: "", errorMessage: "The answer could not be written as JSON.")
      }
    case .text(let width, let usesColor):
      var text = ""
      TextFrameRenderer(usesColor: usesColor).write(lines(width), to: &text)
      return ReportOutput(standardOutput: text, warning: warning)
    }
  }
}
