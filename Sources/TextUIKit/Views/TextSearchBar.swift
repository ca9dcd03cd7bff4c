/// A one-line text field for searching, like `UISearchBar`. Typing goes through
/// `insertText` / `deleteBackward` / `replaceText`, which tell the delegate; setting `text`
/// from code does not, as in UIKit.
@MainActor
public final class TextSearchBar: TextView {
  /// The query as typed so far; setting it does not tell the ``delegate``.
  public var text = ""
  /// Shown dimmed after the prompt while ``text`` is empty.
  public var placeholder: String
  /// Shown in bold before the text, e.g. `Search: `.
  public var prompt: String
  /// Told about typing, a submitted query and cancelling; held weakly.
  public weak var delegate: (any TextSearchBarDelegate)?
  /// What is kept of typed or pasted text: the terminal's one rule, in its typing mode (runs
  /// of spaces kept, since the last one is not yet between two words), so a query reads as
  /// the same text reads anywhere else on the screen.
  private let typing = TerminalTextSanitizer(mode: .typing)
  /// The most of a typed or pasted text the bar reads, in bytes of UTF-8, so that a pasted ten
  /// megabytes costs no more than this to clean and draw: 64 KB unless the screen that knows
  /// its queries' limit sets it, as `maxLength` would be set on a web page's field.
  public var maximumTextBytes = 64 * 1024
  /// Whether keys type into the bar, like `UISearchBar` being first responder with the
  /// keyboard up. Moving through the table below resigns it.
  public private(set) var isFirstResponder = true

  /// Creates an empty bar that has the keys.
  public init(placeholder: String = "Search", prompt: String = "Search: ") {
    self.placeholder = placeholder
    self.prompt = prompt
  }

  /// Makes keys type into the bar.
  public func becomeFirstResponder() {
    isFirstResponder = true
  }

  /// Lets keys move through the screen instead.
  public func resignFirstResponder() {
    isFirstResponder = false
  }

  /// Appends what was typed or pasted, without what the terminal's rule drops.
  public func insertText(_ typed: String) {
    let printable = typing.sanitize(readablePrefix(of: typed))
    guard !printable.isEmpty else { return }
    // Both parts are kept by the rule already, and so is any cut of the two between scalars.
    show(readablePrefix(of: text + printable))
  }

  /// Removes the last character; returns `false` when there was nothing to remove.
  @discardableResult
  public func deleteBackward() -> Bool {
    guard !text.isEmpty else { return false }
    replaceText(with: String(text.dropLast()))
    return true
  }

  /// Control characters, escape sequences and invisible characters are dropped, as a text
  /// field drops them: the delegate searches for, and the screen shows, only what can be read.
  /// Only the first ``maximumTextBytes`` of `newText` are read.
  public func replaceText(with newText: String) {
    show(typing.sanitize(readablePrefix(of: newText)))
  }

  /// Makes `kept`, text the rule has kept, the bar's text, and tells the delegate if it changed.
  private func show(_ kept: String) {
    guard kept != text else { return }
    text = kept
    delegate?.searchBar(self, textDidChange: kept)
  }

  /// The first ``maximumTextBytes`` of `text`, cut between two scalars: a character may carry
  /// any number of marks, so cutting between characters would bound nothing.
  private func readablePrefix(of text: String) -> String {
    guard text.utf8.count > maximumTextBytes else { return text }
    var (kept, size) = (String.UnicodeScalarView(), 0)
    for scalar in text.unicodeScalars {
      size += UTF8.width(scalar)
      guard size <= maximumTextBytes else { break }
      kept.append(scalar)
    }
    return String(kept)
  }

  /// Tells the delegate the text is a whole query to search for now (line mode's `/TEXT`).
  public func submit() {
    delegate?.searchBarSearchButtonClicked(self)
  }

  /// Clears the text and tells the delegate the search was cancelled.
  public func cancel() {
    text = ""
    delegate?.searchBarCancelButtonClicked(self)
  }

  public override func render(width: Int, height: Int?) -> [TextLine] {
    guard !isHidden, height != 0 else { return [] }
    var spans = [TextSpan(prompt, style: .bold)]
    spans += text.isEmpty ? [TextSpan(placeholder, style: .dim)] : [TextSpan(text)]
    if isFirstResponder && !text.isEmpty { spans.append(TextSpan(" ", style: .cursor)) }
    return [TextLine(spans).fitted(toWidth: width)]
  }
}
