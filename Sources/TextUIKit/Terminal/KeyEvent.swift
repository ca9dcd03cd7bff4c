/// A key the user pressed, decoded from the bytes a terminal sends.
public enum KeyEvent: Hashable, Sendable {
  /// Printable text: one character, or several when pasted.
  case text(String)
  case up
  case down
  case left
  case right
  case pageUp
  case pageDown
  case home
  case end
  case enter
  case escape
  case backspace
  case tab
  /// A control chord such as Ctrl-C, named by its letter (`"c"`).
  case control(Character)
  /// Bytes no key is known for; ignored.
  case unknown
}
