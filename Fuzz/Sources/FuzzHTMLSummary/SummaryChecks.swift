import Foundation
import FuzzSupport
import TVGuidePresenter
import TVGuideView
import TextUIKit

/// What `HTMLSummaryFormatter`, with the terminal's rule the app gives it, and
/// `TerminalTextSanitizer` promise for any input.
struct SummaryChecks {
  /// Text that appears nowhere in the seeds or the dictionary, put inside a script and a
  /// style to see whether their content leaks into the text.
  private static let hiddenMarker = "qzxhiddenqzx"

  private let formatter = HTMLSummaryFormatter(sanitizer: TerminalText())

  func check(_ html: String) {
    let text = formatter.plainText(fromHTML: html)
    if let text { checkPlainText(text) }
    checkHiddenContent(html, text)
    checkSanitizer(html, mode: .singleLine)
    checkSanitizer(html, mode: .multiline)
  }

  /// Plain text is printable, has no blank line at either end nor two in a row, and no
  /// line begins or ends with a space.
  private func checkPlainText(_ text: String) {
    Invariant.require(!text.isEmpty, "an empty text instead of nil")
    TerminalSafety.require(text, allowingNewlines: true, "the plain text")
    Invariant.require(!text.contains("\n\n\n"), "two blank lines in a row: \(text.debugDescription)")
    Invariant.require(
      text == text.trimmingCharacters(in: .whitespacesAndNewlines),
      "space around the text: \(text.debugDescription)")
    for line in text.split(separator: "\n") {
      Invariant.require(
        line == line.trimmingCharacters(in: .whitespaces), "space around a line: \(line.debugDescription)")
    }
  }

  /// A script or style ahead of the summary is parsed as one whatever the summary holds,
  /// and its content must never be printed.
  private func checkHiddenContent(_ html: String, _ text: String?) {
    let marker = Self.hiddenMarker
    let hidden = "<script>\(marker)</script><style>\(marker)</style>"
    guard let withHidden = formatter.plainText(fromHTML: hidden + html) else { return }
    Invariant.require(
      !withHidden.contains(marker) || text?.contains(marker) == true,
      "script or style content was printed: \(withHidden.debugDescription)")
  }

  /// Sanitized text is printable, single-line text is one line with single spaces, and
  /// sanitizing twice changes nothing more.
  private func checkSanitizer(_ text: String, mode: TerminalTextSanitizer.Mode) {
    let sanitizer = TerminalTextSanitizer(mode: mode)
    let clean = sanitizer.sanitize(text)
    TerminalSafety.require(clean, allowingNewlines: mode == .multiline, "\(mode) sanitized text")
    if mode == .singleLine {
      Invariant.require(
        !clean.contains("  "), "a run of spaces in single-line text: \(clean.debugDescription)")
    }
    Invariant.require(
      sanitizer.sanitize(clean) == clean, "\(mode) sanitizing is not idempotent: \(clean.debugDescription)")
  }
}
