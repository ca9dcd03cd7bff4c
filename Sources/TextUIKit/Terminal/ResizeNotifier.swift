import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Calls back when the terminal window changes size (SIGWINCH), and after the app is
/// continued from a suspend, when `TerminalSession` raises SIGWINCH for the redraw.
package final class ResizeNotifier {
  private let source: any DispatchSourceSignal

  package init(_ onResize: @escaping @Sendable () -> Void) {
    signal(SIGWINCH, SIG_IGN)
    source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global())
    source.setEventHandler(handler: onResize)
    source.resume()
  }

  package func stop() {
    source.cancel()
  }
}
