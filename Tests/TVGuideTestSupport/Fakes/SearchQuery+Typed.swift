import TVGuideInteractor
import TextUIKit

extension SearchQuery {
  /// `text` read as the terminal's screen reads what is typed (its rule for one line), for the
  /// tests that hand a presenter or an interactor a query.
  public static func typed(_ text: String) -> SearchQuery {
    SearchQuery(text, visible: TerminalTextSanitizer(mode: .singleLine).sanitize)
  }
}
