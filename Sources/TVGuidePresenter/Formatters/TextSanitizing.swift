/// What of a text from data the view can show: the rule belongs to the view's medium, not to
/// the presenter. A terminal drops escape sequences and invisible characters
/// (`TVGuideView.TerminalText`); a web page would escape markup instead. The builder gives a
/// presenter its view's rule, and the presenter puts every string from data through it
/// before deciding anything about it (a name with nothing left to show reads `Untitled show`).
///
/// Declared here, by the presenters and formatters that call it.
public protocol TextSanitizing: Sendable {
  /// `text` as one line, for names and table cells: line breaks and runs of spaces as one space.
  func singleLine(_ text: String) -> String
  /// `text` with its line breaks kept, for summaries.
  func multiline(_ text: String) -> String
}

extension TextSanitizing {
  /// The one-line text, or `nil` when nothing but spaces is left of it, for the places where
  /// an absent value reads better than an empty one (JSON's `null`).
  public func printable(_ text: String?) -> String? {
    guard let text else { return nil }
    let cleaned = singleLine(text)
    return cleaned.allSatisfy(\.isWhitespace) ? nil : cleaned
  }
}
