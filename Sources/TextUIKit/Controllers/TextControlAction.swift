/// What the user asked for, whether by a key in full-screen mode or a command in line mode.
public enum TextControlAction: Hashable, Sendable {
  case moveUp
  case moveDown
  case pageUp
  case pageDown
  case moveToTop
  case moveToBottom
  /// Enter: open the selected row.
  case activate
  /// Open the row with this on-screen number (line mode).
  case openRow(number: Int)
  case insertText(String)
  /// Put typing back into the search bar (`/` in full-screen mode).
  case focusSearch
  case deleteBackward
  /// Replace the search text (line mode's `/TEXT`).
  case replaceSearchText(String)
  case back
  case loadMore
  case retry
  /// Show the list's next filter (Tab in full-screen mode); screens without one ignore it.
  case nextFilter
  /// Filter the list by the filter with this name, as typed (line mode's `status NAME`).
  case setFilter(String)
  case quit
}
