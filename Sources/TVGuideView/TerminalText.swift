import TVGuidePresenter
import TextUIKit

/// The terminal's rule for text from data, as the presenters ask for it: TextUIKit's
/// `TerminalTextSanitizer`, one line or with its line breaks. The builders give it to every
/// presenter they assemble for a terminal view or a printed report, so that what a presenter
/// decides about a text (a name with nothing left to show reads `Untitled show`, `null` in
/// JSON) is decided on what the terminal shows.
public struct TerminalText: TextSanitizing {
  private let line = TerminalTextSanitizer(mode: .singleLine)
  private let paragraphs = TerminalTextSanitizer(mode: .multiline)

  /// The rule; it keeps no state.
  public init() {}

  /// `text` as one line: escape sequences and invisible characters dropped, line breaks and
  /// runs of spaces as one space.
  public func singleLine(_ text: String) -> String {
    line.sanitize(text)
  }

  /// `text` with its line breaks kept: escape sequences and invisible characters dropped.
  public func multiline(_ text: String) -> String {
    paragraphs.sanitize(text)
  }
}
