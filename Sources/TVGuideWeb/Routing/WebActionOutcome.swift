/// What the server answers a button's post with: the page to go to, or why nothing changed.
public enum WebActionOutcome: Equatable, Sendable {
  /// Done: `303 See Other` to this address, relative to the server's root.
  case redirect(String)
  /// Not done: this page, with its status (`404` for an unknown show or episode).
  case failed(WebDocument)
}
