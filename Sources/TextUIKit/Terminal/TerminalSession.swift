import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal into full-screen raw mode and guarantees it comes back: on a normal
/// exit, on `exit()`, on SIGTERM/SIGHUP/SIGINT/SIGQUIT, and even on a crash signal, the
/// saved settings are restored and the alternate screen is left before the process ends.
///
/// The restore runs inside signal handlers, so it only touches global state prepared in
/// advance, keeps its flags in lock-free atomics (a handler may run on any thread while the
/// app leaves on another), calls async-signal-safe functions (`write`, `tcsetattr`) and gives
/// back the `errno` it found.
package enum TerminalSession {
  /// Switches to the alternate screen, hides the cursor and turns off echo, line editing,
  /// signals and flow control, so every key arrives as bytes. Returns `false` when standard
  /// input is not a terminal.
  package static func enter() -> Bool {
    guard tcgetattr(STDIN_FILENO, savedSettings) == 0 else { return false }
    _ = leaveSequence.count  // Built now: a signal handler must not initialise globals.
    _ = rawSettings
    var raw = savedSettings.pointee
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    rawSettings.pointee = raw
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, rawSettings) == 0 else { return false }
    isActive.store(1, ordering: .sequentiallyConsistent)
    wasEntered.store(1, ordering: .sequentiallyConsistent)
    installHandlers()
    writeAll(enterSequence)
    return true
  }

  /// Restores the terminal as it was; safe to call more than once.
  package static func leave() {
    wasEntered.store(0, ordering: .sequentiallyConsistent)
    restore()
  }

  /// What Ctrl-Z does in a shell: restores the terminal (main screen, cursor shown, the
  /// shell's settings), stops the process, and once it is continued (`fg`) enters full-screen
  /// raw mode again. Does nothing when full-screen mode is not on. Safe in a signal handler.
  package static func suspend() {
    guard isActive.load(ordering: .sequentiallyConsistent) != 0 else { return }
    restore()
    _ = raise(SIGSTOP)
    resume()
  }

  /// Enters raw mode and the alternate screen again after the process was continued, in
  /// case whatever stopped it left the terminal as the shell wants it. Safe in a signal
  /// handler; does nothing when full-screen mode was left.
  package static func resume() {
    guard wasEntered.load(ordering: .sequentiallyConsistent) != 0,
      tcsetattr(STDIN_FILENO, TCSAFLUSH, rawSettings) == 0
    else { return }
    if isActive.exchange(1, ordering: .sequentiallyConsistent) == 0 { writeAll(enterSequence) }
  }

  /// Allocated rather than a `static var … = termios()`: the compiler lays out such a
  /// statically initialised global without the padding inside `termios` (57 bytes, not 60),
  /// so `tcgetattr` wrote 3 bytes past it, as AddressSanitizer showed. Built in `enter()`,
  /// before any handler can run.
  private nonisolated(unsafe) static let savedSettings: UnsafeMutablePointer<termios> = {
    let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    settings.initialize(to: termios())
    return settings
  }()
  private nonisolated(unsafe) static let rawSettings: UnsafeMutablePointer<termios> = {
    let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    settings.initialize(to: termios())
    return settings
  }()
  private static let isActive = Atomic<Int32>(0)
  /// Set while the app runs full screen, cleared by `leave()`: a suspended session is
  /// inactive but must come back.
  private static let wasEntered = Atomic<Int32>(0)
  private nonisolated(unsafe) static var handlersInstalled = false

  /// Alternate screen on, cursor hidden, screen cleared.
  private static let enterSequence = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[H".utf8)
  /// Styles reset, cursor shown, alternate screen off.
  private nonisolated(unsafe) static var leaveSequence = Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)

  private static func restore() {
    guard isActive.exchange(0, ordering: .sequentiallyConsistent) != 0 else { return }
    leaveSequence.withUnsafeBufferPointer { buffer in
      _ = write(STDOUT_FILENO, buffer.baseAddress, buffer.count)
    }
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, savedSettings)
  }

  private static func installHandlers() {
    guard !handlersInstalled else { return }
    handlersInstalled = true
    atexit { TerminalSession.restore() }
    // `kill -TSTP` (raw mode turns Ctrl-Z into a key, handled by the app) suspends the same
    // way; continuing after any stop puts raw mode back, since the shell restores its own
    // settings when a job stops.
    signal(SIGTSTP) { _ in
      let savedErrno = errno
      TerminalSession.suspend()
      errno = savedErrno
    }
    signal(SIGCONT) { _ in
      let savedErrno = errno
      TerminalSession.resume()
      // The screen was the shell's meanwhile: the resize handler draws it all again.
      _ = raise(SIGWINCH)
      errno = savedErrno
    }
    for signalNumber in [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE]
    {
      signal(signalNumber) { received in
        TerminalSession.restore()
        // Die of the same signal, so the parent sees the real cause.
        signal(received, SIG_DFL)
        raise(received)
      }
    }
  }

  private static func writeAll(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }
}
