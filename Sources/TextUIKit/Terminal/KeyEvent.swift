/// A key the user pressed, decoded from the bytes a terminal sends.
public enum KeyEvent: Hashable, Sendable {
  /// Printable text: one character, or several when pasted.
  case text(String)
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Enter or Return.
  case enter
  /// Esc.
  case escape
  /// Backspace, whichever of the two bytes the terminal sends for it; the Delete key too.
  case backspace
  /// Tab.
  case tab
  /// A control chord such as Ctrl-C, named by its letter (`"c"`).
  case control(Character)
  /// Bytes no key is known for; ignored.
  case unknown
}
