import BenchmarkSupport
import TVGuideBuilder
import TVGuideBundledCatalog
import TextUIKit

/// The full-screen app on a 100 × 30 terminal in memory, assembled as `tvguide` assembles it
/// and driven as its loop drives it: keys go to `handleInput`, and a frame is drawn after
/// every key and every redraw a screen asks for.
@MainActor
final class FullScreenSession {
  static let width = 100
  static let height = 30

  private let application: TextApplication
  private let output = FrameOutput()
  private let screen: TerminalScreen
  private var needsDisplay = false
  private var redrawWaiter: CheckedContinuation<Void, Never>?

  /// The app on `catalog`, its show list searched for `showName` so that the show's row is
  /// the selected one.
  init(catalog: SyntheticCatalog, showName: String) async {
    application = TVGuideAppBuilder(dataSource: BundledCatalog(folder: catalog.folder)).makeApplication()
    screen = TerminalScreen(output: output, usesColor: true)
    application.navigationController.onNeedsDisplay = { [weak self] in self?.setNeedsDisplay() }
    application.navigationController.makeVisible()
    draw()
    await press(Array(showName.utf8))
    await drawUntilSettled()
  }

  /// What the terminal shows last, as text with its escape sequences.
  var lastFrame: String { output.lastFrame }

  /// Enter on the selected row, then frames until the screen it opened has its show.
  func open() async {
    await press(Key.enter)
    await drawUntilSettled()
  }

  /// Esc back to the list, and its frame.
  func back() async {
    await press(Key.escape)
  }

  /// `key`, and the frame after it.
  func press(_ key: [UInt8]) async {
    _ = application.handleInput(key)
    draw()
  }

  private func drawUntilSettled() async {
    while application.navigationController.topViewController?.isBusy == true {
      await nextDisplayRequest()
      draw()
    }
  }

  private func draw() {
    needsDisplay = false
    screen.draw(application.frame(width: Self.width, height: Self.height))
  }

  private func setNeedsDisplay() {
    needsDisplay = true
    redrawWaiter?.resume()
    redrawWaiter = nil
  }

  private func nextDisplayRequest() async {
    guard !needsDisplay else { return }
    await withCheckedContinuation { redrawWaiter = $0 }
  }
}
