/// Lays a cell's columns out across a width: fixed columns first, the flexible ones share
/// the rest, and low-priority columns are dropped when the line is too narrow for them all.
struct TextColumnLayout {
  static let separator = " "
  /// Made once: a separator span per column gap, checked for control characters each time,
  /// was a seventh of laying out a row.
  private static let separatorSpan = TextSpan(separator)
  private static let separatorWidth = DisplayWidth.of(separator)

  let width: Int

  func line(for cell: TextTableViewCell) -> TextLine {
    let columns = fittingColumns(cell.columns)
    let flexibleCount = columns.count { if case .flexible = $0.width { true } else { false } }
    var flexibleSpace = width - fixedWidth(of: columns) - separators(columns.count)
    var spans: [TextSpan] = []
    spans.reserveCapacity(2 * columns.count)
    var flexibleLeft = flexibleCount
    var usedWidth = 0
    var isASCII = true
    for (offset, column) in columns.enumerated() {
      let columnWidth: Int
      switch column.width {
      case .fixed(let fixed):
        columnWidth = fixed
      case .flexible(let minimum):
        columnWidth = max(minimum, flexibleSpace / max(flexibleLeft, 1))
        flexibleSpace -= columnWidth
        flexibleLeft -= 1
      }
      if offset > 0 {
        spans.append(Self.separatorSpan)
        usedWidth += Self.separator.utf8.count
      }
      spans.append(span(for: column, width: columnWidth))
      usedWidth += max(0, columnWidth)
      isASCII = isASCII && column.text.utf8.allSatisfy { $0 < 0x80 }
    }
    // ASCII columns padded to their widths fill exactly the columns added up here: a row that
    // fills the line needs no second measuring, which every row of a long show paid for.
    guard isASCII, usedWidth == width else { return TextLine(spans).fitted(toWidth: width) }
    return TextLine(spans.contains { $0.text.isEmpty } ? spans.filter { !$0.text.isEmpty } : spans)
  }

  /// The column's text padded to `width`. Printable ASCII that fits, almost every cell, is
  /// padded in one copy and not checked again for control characters: a long show printed in
  /// line mode lays out every one of its rows.
  private func span(for column: TextColumn, width: Int) -> TextSpan {
    if let padded = TextFitting.padPrintableASCII(column.text, toWidth: width, alignment: column.alignment) {
      return TextSpan(printableASCII: padded, style: column.style)
    }
    return TextSpan(
      TextFitting.pad(column.text, toWidth: width, alignment: column.alignment), style: column.style)
  }

  private func fittingColumns(_ columns: [TextColumn]) -> [TextColumn] {
    var kept = columns
    while kept.count > 1, minimumWidth(of: kept) > width {
      guard let lowest = kept.indices.min(by: { kept[$0].priority < kept[$1].priority }),
        kept[lowest].priority < 1000
      else { break }
      kept.remove(at: lowest)
    }
    return kept
  }

  private func minimumWidth(of columns: [TextColumn]) -> Int {
    let flexibleMinimum = columns.reduce(0) { total, column in
      if case .flexible(let minimum) = column.width { return total + minimum }
      return total
    }
    return fixedWidth(of: columns) + flexibleMinimum + separators(columns.count)
  }

  private func fixedWidth(of columns: [TextColumn]) -> Int {
    columns.reduce(0) { total, column in
      if case .fixed(let fixed) = column.width { return total + fixed }
      return total
    }
  }

  private func separators(_ count: Int) -> Int {
    max(0, count - 1) * Self.separatorWidth
  }
}
