/// The help the guide prints: its keys on the full screen's last line, and line mode's
/// commands. The app's own, since it has keys and commands the toolkit's defaults lack.
package enum TVGuideHelp {
  /// Tab, not a letter, changes the status filter: letters are typed into the search bar. The
  /// keys that move, open and go back are named without words, to fit 80 columns.
  package static let keys = "↑↓ Enter Esc · Tab status · F following · f follow · w watched · q quit"

  /// Every command of `LineCommand.words`, which a test checks.
  package static let lineCommands = """
    Commands: /TEXT search (/ alone clears), a row number opens it, status all|running|ended|tbd|\
    in-development, following, follow|unfollow [N] (a row, or the show on screen), \
    watched|unwatched S01E05, cast, back, more, retry, help, quit.
    """
}
