/// A page written for the server to send: its HTML and the HTTP status it goes with. Not
/// `WebPage`: a name ending in `Page` is a module's view (`ShowListPage`), by the module template.
public struct WebDocument: Equatable, Sendable {
  /// `200` for a page that shows what was asked, `404` for what does not exist, `503` for a
  /// failure that trying again may mend.
  public var status: Int
  /// The whole document, UTF-8 HTML.
  public var html: String

  /// Creates a page.
  public init(status: Int, html: String) {
    self.status = status
    self.html = html
  }
}
