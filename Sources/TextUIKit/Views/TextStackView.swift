/// Arranges views top to bottom, like a vertical `UIStackView`. Fixed views get the lines
/// they need; flexible views share what is left of the height.
@MainActor
public final class TextStackView: TextView {
  /// The views in the stack, top first, hidden ones included.
  public private(set) var arrangedSubviews: [TextView]
  /// Blank lines between two visible views.
  public var spacing: Int

  /// Creates a stack of `arrangedSubviews` with `spacing` blank lines between visible views.
  public init(arrangedSubviews: [TextView] = [], spacing: Int = 0) {
    self.arrangedSubviews = arrangedSubviews
    self.spacing = spacing
  }

  /// Adds `view` below the others.
  public func addArrangedSubview(_ view: TextView) {
    arrangedSubviews.append(view)
  }

  public override var isFlexible: Bool { arrangedSubviews.contains { $0.isFlexible } }

  public override func render(width: Int, height: Int?) -> [TextLine] {
    let visible = arrangedSubviews.filter { !$0.isHidden }
    var blocks = visible.map { $0.isFlexible && height != nil ? nil : $0.render(width: width, height: nil) }
    if let height {
      let flexible = visible.indices.filter { blocks[$0] == nil }
      let fixedHeight = blocks.compactMap { $0?.count }.reduce(0, +)
      let gaps = spacing * max(0, visible.count - 1)
      var remaining = max(0, height - fixedHeight - gaps)
      for (order, index) in flexible.enumerated() {
        let share = remaining / (flexible.count - order)
        blocks[index] = visible[index].render(width: width, height: share)
        remaining -= blocks[index]?.count ?? 0
      }
    }
    let gap = Array(repeating: TextLine(), count: spacing)
    let lines = blocks.compactMap { $0 }.filter { !$0.isEmpty }
      .enumerated().flatMap { $0.offset == 0 ? $0.element : gap + $0.element }
    return height.map { Array(lines.prefix($0)) } ?? lines
  }
}
