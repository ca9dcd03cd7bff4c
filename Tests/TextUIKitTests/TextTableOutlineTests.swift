import Testing

@testable import TextUIKit

@Suite struct TextTableOutlineTests {
  /// Sections as a table could have them: untitled, empty, titled and empty, one row.
  private let sections: [(title: String?, rows: Int)] = [
    ("One", 3), (nil, 2), ("Empty", 0), (nil, 0), ("Two", 1), (nil, 4), ("Three", 2),
  ]

  private func outline(spacing: Int) -> TextTableOutline {
    var outline = TextTableOutline()
    for (index, section) in sections.enumerated() {
      outline.appendSection(
        title: section.title, rowCount: section.rows, spacerCount: index > 0 ? spacing : 0)
    }
    return outline
  }

  /// The items listed one by one, as the table stored them before the outline.
  private func listedItems(spacing: Int) -> [String] {
    var items: [String] = []
    var number = 0
    for (index, section) in sections.enumerated() {
      if index > 0 { items += Array(repeating: "spacer", count: spacing) }
      if let title = section.title { items.append("header \(index) \(title)") }
      for row in 0..<section.rows {
        number += 1
        items.append("row \(index).\(row) #\(number)")
      }
    }
    return items
  }

  private func describe(_ item: TextTableItem) -> String {
    switch item {
    case .spacer: "spacer"
    case .header(let section, let title): "header \(section) \(title)"
    case .row(let path, let number): "row \(path.section).\(path.row) #\(number)"
    }
  }

  @Test(arguments: [0, 1, 2])
  func itemsAreTheSectionsListedOneByOne(spacing: Int) {
    let outline = outline(spacing: spacing)
    let expected = listedItems(spacing: spacing)
    #expect(outline.itemCount == expected.count)
    #expect((0..<outline.itemCount).map { describe(outline.item(at: $0)) } == expected)
  }

  @Test(arguments: [0, 1])
  func rowsMapToPathsAndItemsBothWays(spacing: Int) {
    let outline = outline(spacing: spacing)
    let expected = listedItems(spacing: spacing)
    #expect(outline.rowCount == 12)
    for row in 0..<outline.rowCount {
      let path = outline.path(ofRow: row)
      let item = outline.itemIndex(ofRow: row)
      #expect(path.flatMap(outline.rowIndex(of:)) == row)
      #expect(item.map { expected[$0] }?.hasSuffix("#\(row + 1)") == true)
      #expect(
        outline.isFirstRowUnderHeader(row) == (item.map { expected[$0 - 1].hasPrefix("header") } ?? false))
    }
    #expect(outline.path(ofRow: -1) == nil)
    #expect(outline.path(ofRow: 12) == nil)
    #expect(outline.rowIndex(of: TextIndexPath(row: 0, section: 2)) == nil)
    #expect(outline.rowIndex(of: TextIndexPath(row: 2, section: 1)) == nil)
    #expect(outline.rowIndex(of: TextIndexPath(row: 0, section: 7)) == nil)
  }

  @Test func anEmptyOutlineHasNoRows() {
    let outline = TextTableOutline()
    #expect(outline.itemCount == 0)
    #expect(outline.path(ofRow: 0) == nil)
    #expect(outline.itemIndex(ofRow: 0) == nil)
  }
}
