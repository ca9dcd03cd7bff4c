/// The help the guide prints: its keys on the full screen's last line, and line mode's
/// commands. The app's own, since it has keys and commands the toolkit's defaults lack.
package enum TVGuideHelp {
  /// Tab, not a letter, changes the status filter: letters are typed into the search bar.
  package static let keys =
    "↑↓ PgUp PgDn move · Enter open · Tab status · Esc back · Ctrl-R retry · q quit"

  package static let lineCommands = """
    Commands: /TEXT search (/ alone clears), a row number opens it, status all|running|ended|tbd|\
    in-development, back, more, retry, quit.
    """
}
