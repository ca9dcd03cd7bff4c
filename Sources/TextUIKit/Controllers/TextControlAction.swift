/// What the user asked for, whether by a key in full-screen mode or a command in line mode.
public enum TextControlAction: Hashable, Sendable {
  /// Select the row above (↑).
  case moveUp
  /// Select the row below (↓).
  case moveDown
  /// Move the selection up by a screenful (PgUp).
  case pageUp
  /// Move the selection down by a screenful (PgDn).
  case pageDown
  /// Select the first row (Home).
  case moveToTop
  /// Select the last row (End).
  case moveToBottom
  /// Enter: open the selected row.
  case activate
  /// Open the row with this on-screen number (line mode).
  case openRow(number: Int)
  /// Type this text into the search bar.
  case insertText(String)
  /// Put typing back into the search bar (`/` in full-screen mode).
  case focusSearch
  /// Remove the search text's last character, or go back when it is empty (Backspace).
  case deleteBackward
  /// Replace the search text (line mode's `/TEXT`).
  case replaceSearchText(String)
  /// Close the screen (Esc, or line mode's `back`).
  case back
  /// Load the next page of the list (Ctrl-L, or line mode's `more`).
  case loadMore
  /// Try again what failed (Ctrl-R, or line mode's `retry`).
  case retry
  /// Show the list's next filter (Tab in full-screen mode); screens without one ignore it.
  case nextFilter
  /// Filter the list by the filter with this name, as typed (line mode's `status NAME`).
  case setFilter(String)
  /// Open the cast of the show on screen (`c` in full-screen mode on a screen without a search
  /// bar, or line mode's `cast`); screens without one ignore it.
  case openCast
  /// Open the followed shows (`F` in full-screen mode outside a search, or line mode's
  /// `following`); screens without the way there ignore it.
  case openFollowing
  /// Follow or unfollow the show of the row with this on-screen number, or of the selected
  /// row or the screen's show for `nil` (`f`, or line mode's `follow [N]`).
  case toggleFollow(row: Int?)
  /// Mark the episode with this code (`S01E05`, as typed), or of the selected row for `nil`,
  /// watched or unwatched (`w`, or line mode's `watched S01E05`).
  case toggleWatched(episode: String?)
  /// End the app (`q`, Ctrl-C, or line mode's `quit`).
  case quit
}
