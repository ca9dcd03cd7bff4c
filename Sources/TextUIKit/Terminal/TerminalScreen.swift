/// Draws frames on a full-screen terminal without flicker: each frame goes out in one write,
/// and only the lines that changed since the last frame are redrawn.
public final class TerminalScreen {
  private let output: any TerminalOutput
  private let renderer: TextFrameRenderer
  private var previous: [String] = []

  package init(output: any TerminalOutput, renderer: TextFrameRenderer) {
    self.output = output
    self.renderer = renderer
  }

  /// A screen drawing as the full-screen app does, with styles, and colours when
  /// `usesColor`: for drawing the app's frames elsewhere than on the terminal (benchmarks).
  public convenience init(output: any TerminalOutput, usesColor: Bool) {
    self.init(output: output, renderer: TextFrameRenderer(usesColor: usesColor, usesStyles: true))
  }

  /// Forgets what is on screen, so the next frame is drawn whole (after a resize).
  public func invalidate() {
    previous = []
  }

  /// Writes `lines` as the screen's rows from the top, redrawing only the rows that differ
  /// from the last frame and clearing what the last frame had below them.
  public func draw(_ lines: [TextLine]) {
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
