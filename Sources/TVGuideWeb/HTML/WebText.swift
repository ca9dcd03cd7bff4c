import ScreenText
import TVGuidePresenter

/// The web page's rule for text from data, as the presenters ask for it: the one rule both
/// views share (`ScreenTextSanitizer`). A browser does not act on escape sequences, but a
/// reader should not see them either, and invisible characters (bidirectional overrides,
/// zero-width joiners) can make one name pass for another: both are dropped. Markup is left
/// alone here: every text is escaped when a page is written (`HTMLEscaping`), so `<script>` in
/// a name is shown as the name says.
public struct WebText: TextSanitizing {
  private static let oneLine = ScreenTextSanitizer(mode: .singleLine)
  private static let lines = ScreenTextSanitizer(mode: .multiline)

  /// The rule; it keeps no state.
  public init() {}

  /// `text` as one line: escape sequences and invisible characters dropped, line breaks and
  /// runs of spaces as one space.
  public func singleLine(_ text: String) -> String {
    Self.oneLine.sanitize(text)
  }

  /// `text` with its line breaks kept: escape sequences and invisible characters dropped.
  public func multiline(_ text: String) -> String {
    Self.lines.sanitize(text)
  }
}
