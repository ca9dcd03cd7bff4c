/// A scrolling, sectioned list with a selected row, like `UITableView`.
///
/// Rows come from the data source only when drawn, so a long table costs only what is on
/// screen. With a height the table shows a viewport that follows the selection; without
/// one (printing to a pipe) it prints every row.
@MainActor
public final class TextTableView: TextView {
  /// Supplies sections and rows, read on ``reloadData()``; held weakly.
  public weak var dataSource: (any TextTableViewDataSource)?
  /// Told when a row is chosen or the selection reaches the end; held weakly.
  public weak var delegate: (any TextTableViewDelegate)?
  /// Numbers rows `1…n` on the left; line mode opens a row by that number.
  public var showsRowNumbers = false
  /// Whether the selected row is drawn highlighted.
  public var highlightsSelection = true
  /// Blank lines before every section header but the first, and after the table header view.
  public var sectionSpacing = 0
  /// Where drawn rows are kept for the next draw, given by the app that owns it; `nil` keeps
  /// none. A table drawn once, such as a printed report, gains nothing from keeping 15 000
  /// rows it never draws again.
  public var rowLineCache: TextRowLineCache?
  /// A view above the first section that scrolls with the rows, like UIKit's
  /// `tableHeaderView`: on a short screen it makes way for the rows as the selection moves
  /// down, and comes back when the first row is selected.
  public var tableHeaderView: TextView?
  /// The selected row; `nil` only while the table has no rows.
  public private(set) var selectedIndexPath: TextIndexPath?
  /// The first line in the viewport, counting the table header view's lines before the items
  /// (section headers, rows and spacers).
  public private(set) var contentOffset = 0

  /// Sections, headers, spacers and rows by position, worked out per section: reloading or
  /// moving on a show of 15 000 episodes costs its seasons, not its rows.
  private var outline = TextTableOutline()
  private var visibleHeight = 0

  public override init() {}

  public override var isFlexible: Bool { true }

  /// How many rows the table holds in all sections, as of the last ``reloadData()``.
  public var numberOfRows: Int { outline.rowCount }

  /// Reads sections and rows again; keeps the selection when it still exists.
  public func reloadData() {
    outline = TextTableOutline()
    guard let dataSource else { return }
    for section in 0..<dataSource.numberOfSections(in: self) {
      outline.appendSection(
        title: dataSource.tableView(self, titleForHeaderInSection: section),
        rowCount: dataSource.tableView(self, numberOfRowsInSection: section),
        spacerCount: section > 0 ? sectionSpacing : 0)
    }
    if let selected = selectedIndexPath, rowIndex(of: selected) == nil {
      selectedIndexPath = outline.path(ofRow: outline.rowCount - 1).map { min(selected, $0) }
    }
    if selectedIndexPath == nil { selectedIndexPath = outline.path(ofRow: 0) }
    contentOffset = min(contentOffset, max(0, outline.itemCount - 1))
  }

  // MARK: Selection

  /// Selects the row at `indexPath`, if the table has it.
  public func selectRow(at indexPath: TextIndexPath) {
    guard rowIndex(of: indexPath) != nil else { return }
    selectedIndexPath = indexPath
  }

  /// The index path of the row numbered `number` on screen (1-based).
  public func indexPath(forRowNumber number: Int) -> TextIndexPath? {
    // Checked first: the number is typed, and `Int.min - 1` would trap.
    guard number > 0 else { return nil }
    return outline.path(ofRow: number - 1)
  }

  /// Moves the selection by `delta` rows, stopping at the ends.
  public func moveSelection(by delta: Int) {
    guard outline.rowCount > 0 else { return }
    let current = selectedIndexPath.flatMap(rowIndex(of:)) ?? 0
    // Saturating: a delta near `Int.max` moves to the last row rather than trapping.
    let (sum, overflow) = current.addingReportingOverflow(delta)
    let target = overflow ? (delta > 0 ? outline.rowCount - 1 : 0) : min(max(0, sum), outline.rowCount - 1)
    selectedIndexPath = outline.path(ofRow: target)
    if target == outline.rowCount - 1 { delegate?.tableViewDidReachEnd(self) }
  }

  /// Moves the selection a screen down.
  public func pageDown() { moveSelection(by: max(1, visibleHeight - 1)) }
  /// Moves the selection a screen up.
  public func pageUp() { moveSelection(by: -max(1, visibleHeight - 1)) }
  /// Selects the first row.
  public func selectFirstRow() { moveSelection(by: -outline.rowCount) }
  /// Selects the last row, which tells the delegate the end was reached.
  public func selectLastRow() { moveSelection(by: outline.rowCount) }

  /// The row's place among all rows, if the table has it.
  private func rowIndex(of path: TextIndexPath) -> Int? {
    outline.rowIndex(of: path)
  }

  /// Tells the delegate the selected row was chosen (Enter).
  public func activateSelectedRow() {
    guard let selectedIndexPath else { return }
    delegate?.tableView(self, didSelectRowAt: selectedIndexPath)
  }

  // MARK: Drawing

  public override func render(width: Int, height: Int?) -> [TextLine] {
    guard !isHidden, let dataSource else { return [] }
    let header = headerLines(width: width)
    let range: Range<Int>
    if let height {
      visibleHeight = height
      scrollToSelection(height: height, headerHeight: header.count)
      range = contentOffset..<min(header.count + outline.itemCount, contentOffset + height)
    } else {
      range = 0..<(header.count + outline.itemCount)
    }
    let layout = TextColumnLayout(width: width - numberWidth)
    // More rows than the cache holds would only push each other out of it, at the cost of
    // hashing and storing every one: line mode printing a show of 15 000 episodes.
    let cache = range.count <= TextRowLineCache.capacity ? rowLineCache : nil
    return range.map { index in
      guard index >= header.count else { return header[index] }
      switch outline.item(at: index - header.count) {
      case .spacer:
        return TextLine().fitted(toWidth: width)
      case .header(_, let title):
        return TextLine(title, style: .bold).fitted(toWidth: width)
      case .row(let path, let number):
        let cell = dataSource.tableView(self, cellForRowAt: path)
        var line = cache?.line(for: cell, layout: layout) ?? layout.line(for: cell)
        if showsRowNumbers { line.spans.insert(numberSpan(number), at: 0) }
        return path == selectedIndexPath && highlightsSelection && height != nil
          ? line.adding(.inverse) : line
      }
    }
  }

  /// The table header view's lines and the spacing under them; none when it shows nothing.
  private func headerLines(width: Int) -> [TextLine] {
    guard let tableHeaderView, !tableHeaderView.isHidden else { return [] }
    let lines = tableHeaderView.render(width: width, height: nil)
    guard !lines.isEmpty, outline.itemCount > 0 else { return lines }
    return lines + Array(repeating: TextLine().fitted(toWidth: width), count: sectionSpacing)
  }

  private var numberWidth: Int {
    showsRowNumbers ? String(outline.rowCount).count + 1 : 0
  }

  private func numberSpan(_ number: Int) -> TextSpan {
    TextSpan(
      TextFitting.pad(String(number), toWidth: numberWidth - 1, alignment: .right) + " ",
      style: .dim)
  }

  /// Scrolls as little as possible to keep the selected row, and its section header when
  /// it is the first row of a section, on screen; the very first row scrolls back to the top,
  /// table header view included.
  private func scrollToSelection(height: Int, headerHeight: Int) {
    guard height > 0 else { return }
    contentOffset = min(contentOffset, max(0, headerHeight + outline.itemCount - height))
    guard let selected = selectedIndexPath, let row = rowIndex(of: selected),
      let item = outline.itemIndex(ofRow: row)
    else { return }
    let position = headerHeight + item
    let top = row == 0 ? 0 : (outline.isFirstRowUnderHeader(row) ? position - 1 : position)
    if top < contentOffset { contentOffset = top }
    if position >= contentOffset + height { contentOffset = position - height + 1 }
  }
}
