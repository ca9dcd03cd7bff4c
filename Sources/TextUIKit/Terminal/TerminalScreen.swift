/// Draws frames on a full-screen terminal without flicker: each frame goes out in one write,
/// and only the lines that changed since the last frame are redrawn.
package final class TerminalScreen {
  private let output: any TerminalOutput
  private let renderer: TextFrameRenderer
  private var previous: [String] = []

  package init(output: any TerminalOutput, renderer: TextFrameRenderer) {
    self.output = output
    self.renderer = renderer
  }

  /// Forgets what is on screen, so the next frame is drawn whole (after a resize).
  package func invalidate() {
    previous = []
  }

  package func draw(_ lines: [TextLine]) {
    let rendered = lines.map(renderer.text(of:))
    var frame = previous.isEmpty ? "\u{1B}[2J" : ""
    for (row, line) in rendered.enumerated() where row >= previous.count || previous[row] != line {
      frame += "\u{1B}[\(row + 1);1H\(line)\u{1B}[K"
    }
    if rendered.count < previous.count {
      frame += "\u{1B}[\(rendered.count + 1);1H\u{1B}[J"
    }
    previous = rendered
    if !frame.isEmpty { output.write(frame) }
  }
}
