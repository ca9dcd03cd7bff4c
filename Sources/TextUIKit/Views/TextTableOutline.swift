/// Where a table's items are, worked out from its sections alone: each section's spacers,
/// header and rows, and every row's number, computed when asked for. Reloading a show of
/// 15 000 episodes in 60 seasons then costs 60 entries, not an item, a path and a number
/// stored for every row.
struct TextTableOutline {
  private struct Section {
    /// Index of the section's first item (its first spacer, else its header, else its first row).
    var firstItem: Int
    /// Index of the section's first row among all rows.
    var firstRow: Int
    var rowCount: Int
    var title: String?
    var spacerCount: Int

    /// How many items come before its first row.
    var leadingItems: Int { spacerCount + (title == nil ? 0 : 1) }
  }

  private var sections: [Section] = []
  private(set) var itemCount = 0
  private(set) var rowCount = 0

  init() {}

  /// Appends a section of `rowCount` rows, under `title` when it has one, after
  /// `spacerCount` blank lines.
  mutating func appendSection(title: String?, rowCount: Int, spacerCount: Int) {
    let section = Section(
      firstItem: itemCount, firstRow: self.rowCount, rowCount: rowCount, title: title,
      spacerCount: spacerCount)
    sections.append(section)
    itemCount += section.leadingItems + rowCount
    self.rowCount += rowCount
  }

  /// The row at `path`'s place among all rows, if the table has it.
  func rowIndex(of path: TextIndexPath) -> Int? {
    guard sections.indices.contains(path.section), path.row >= 0,
      path.row < sections[path.section].rowCount
    else { return nil }
    return sections[path.section].firstRow + path.row
  }

  /// The path of the row at `index` among all rows (0-based).
  func path(ofRow index: Int) -> TextIndexPath? {
    guard index >= 0, index < rowCount else { return nil }
    // The last section starting at or before the row: empty sections before it start there too.
    let section = lastSection { $0.firstRow <= index }
    return TextIndexPath(row: index - sections[section].firstRow, section: section)
  }

  /// The index among the items of the row at `index` among all rows.
  func itemIndex(ofRow index: Int) -> Int? {
    guard let path = path(ofRow: index) else { return nil }
    let section = sections[path.section]
    return section.firstItem + section.leadingItems + path.row
  }

  /// Whether the row at `index` among all rows is right under its section's header.
  func isFirstRowUnderHeader(_ index: Int) -> Bool {
    guard let path = path(ofRow: index) else { return false }
    return path.row == 0 && sections[path.section].title != nil
  }

  /// The item at `index`, `0..<itemCount`.
  func item(at index: Int) -> TextTableItem {
    let number = lastSection { $0.firstItem <= index }
    let section = sections[number]
    let offset = index - section.firstItem
    if offset < section.spacerCount { return .spacer }
    if let title = section.title, offset == section.spacerCount {
      return .header(section: number, title: title)
    }
    let row = offset - section.leadingItems
    return .row(TextIndexPath(row: row, section: number), number: section.firstRow + row + 1)
  }

  /// The last section for which `startsBefore` holds, by binary search: it holds for a
  /// first part of the sections, at least the first.
  private func lastSection(where startsBefore: (Section) -> Bool) -> Int {
    var low = 0
    var high = sections.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if startsBefore(sections[middle]) { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
