import TVGuideInteractor

extension SearchQuery {
  /// `text` typed into a terminal, read by the terminal's rule for one line: the rule the
  /// screen draws the query by in the status line.
  init(typedInTerminal text: String) {
    self.init(text, visible: TerminalText().singleLine)
  }
}
