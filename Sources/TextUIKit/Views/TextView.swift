/// The base of everything drawn on a text screen, like `UIView`: it renders itself into
/// lines of a given width, and into a given height when the screen limits it.
@MainActor
open class TextView {
  /// Whether the view is left out of drawing; a hidden view renders no lines.
  public var isHidden = false
  /// A flexible view takes the height its stack has left over (a table); others take what
  /// they need (labels, search bars).
  open var isFlexible: Bool { false }

  /// Creates a visible view.
  public init() {}

  /// The lines of this view at `width`. With `height`, at most that many lines; with `nil`,
  /// as many as the content needs (printing to a pipe or a file).
  open func render(width: Int, height: Int?) -> [TextLine] {
    []
  }
}
