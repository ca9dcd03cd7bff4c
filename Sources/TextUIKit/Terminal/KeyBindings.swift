/// What each key does in full-screen mode. `q` quits unless it is being typed into a search
/// (the bar has focus and holds text); Ctrl-C always quits. Tab changes the list's filter:
/// a search bar has no use for it, so it works while typing too, unlike a letter. `c` opens a
/// show's cast on a screen that cannot be typed into; `w` marks an episode watched there.
/// `F` opens the followed shows and `f` follows a show, unless a search bar has focus.
package struct KeyBindings: Sendable {
  package init() {}

  /// The action for `key`. `hasSearchBar`: the screen can be typed into; `isSearchFocused`:
  /// its search bar has focus; `isTyping`: it has focus and holds text.
  package func action(
    for key: KeyEvent, hasSearchBar: Bool, isSearchFocused: Bool, isTyping: Bool
  ) -> TextControlAction? {
    switch key {
    case .up: .moveUp
    case .down: .moveDown
    case .pageUp: .pageUp
    case .pageDown: .pageDown
    case .home: .moveToTop
    case .end: .moveToBottom
    case .enter: .activate
    case .escape: .back
    case .backspace: .deleteBackward
    case .control("c"): .quit
    case .control("d") where !isTyping: .quit
    case .control("r"): .retry
    case .tab: .nextFilter
    case .control("l"): .loadMore
    case .control("u"): .replaceSearchText("")
    case .text("q") where !isTyping: .quit
    case .text("/") where hasSearchBar && !isSearchFocused: .focusSearch
    case .text("c") where !hasSearchBar: .openCast
    case .text("F") where !isSearchFocused: .openFollowing
    case .text("f") where !isSearchFocused: .toggleFollow(row: nil)
    case .text("w") where !hasSearchBar: .toggleWatched(episode: nil)
    case .text(let text) where hasSearchBar: .insertText(text)
    default: nil
    }
  }
}
