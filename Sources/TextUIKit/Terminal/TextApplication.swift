import Foundation

/// The running app: it owns the screen, draws the top screen of its navigation stack, and
/// turns keys (full-screen mode) or commands (line mode) into actions for that screen.
@MainActor
public final class TextApplication {
  /// Everything the full-screen loop reacts to.
  package enum Event: Sendable {
    case input([UInt8])
    case resize
    case redraw
    case inputEnded
  }

  /// The stack of screens the app draws and sends keys to.
  public let navigationController: TextNavigationController
  /// The key help on the last line of the full screen.
  public var footer = "↑↓ PgUp PgDn move · Enter open · Esc back · Ctrl-R retry · q quit"
  /// The line line mode prints for `help` or a line that is not a command.
  public var lineModeHelp = LineCommand.helpText
  /// What Ctrl-Z does; full-screen mode on a real terminal suspends the process (see
  /// `TerminalSession.suspend()`). Without it Ctrl-Z does nothing.
  public var onSuspend: (@MainActor () -> Void)?
  private let bindings = KeyBindings()
  private var decoder = KeyDecoder()
  var isRedrawPending = false

  /// Creates the app around `navigationController`; nothing is drawn until it runs.
  public init(navigationController: TextNavigationController) {
    self.navigationController = navigationController
  }

  // MARK: Drawing

  /// One full-screen frame: the navigation stack's screen, padded to `height - 1` lines, and
  /// the key help at the bottom.
  public func frame(width: Int, height: Int) -> [TextLine] {
    let bodyHeight = max(0, height - 1)
    var lines = Array(navigationController.render(width: width, height: bodyHeight).prefix(bodyHeight))
    lines += Array(repeating: TextLine().fitted(toWidth: width), count: bodyHeight - lines.count)
    return lines + [TextLine(footer, style: .dim).fitted(toWidth: width)]
  }

  /// The current screen as plain text at full length, as line mode prints it.
  public func transcript(width: Int) -> String {
    var text = ""
    TextFrameRenderer(usesColor: false).write(
      navigationController.render(width: width, height: nil), to: &text)
    return text
  }

  // MARK: Actions

  /// Gives `action` to the top screen; returns `false` when the action is to quit.
  @discardableResult
  public func perform(_ action: TextControlAction) -> Bool {
    guard action != .quit else { return false }
    _ = navigationController.topViewController?.handle(action)
    return true
  }

  /// Decodes and performs keys; returns `false` when one of them quits.
  public func handleInput(_ bytes: [UInt8]) -> Bool {
    for key in decoder.decode(bytes) {
      if key == .control("z"), let onSuspend {
        onSuspend()
        continue
      }
      let searchBar = navigationController.topViewController?.keyboardSearchBar
      let isFocused = searchBar?.isFirstResponder ?? false
      guard
        let action = bindings.action(
          for: key, hasSearchBar: searchBar != nil, isSearchFocused: isFocused,
          isTyping: isFocused && !(searchBar?.text.isEmpty ?? true))
      else { continue }
      if !perform(action) { return false }
    }
    return true
  }

  /// Waits until the top screen has what it was waiting for (a page, a search, a show), so
  /// line mode prints answers rather than "Loading…". Gives up after `timeout`.
  public func settle(timeout: Duration = .seconds(30)) async {
    // Let tasks the last action started reach their first suspension point first.
    for _ in 0..<10 { await Task.yield() }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    // Most answers (a search, a bundled show) take well under a millisecond: a fixed 5 ms nap
    // per command made 10 000 piped commands take a minute. Naps start short and grow.
    var nap = Duration.microseconds(20)
    while navigationController.topViewController?.isBusy == true, clock.now < deadline {
      try? await Task.sleep(for: nap)
      for _ in 0..<3 { await Task.yield() }
      nap = min(nap * 2, .milliseconds(5))
    }
  }
}
