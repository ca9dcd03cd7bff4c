import PropertyBased
import TVGuideTestSupport
import Testing
import TextUIKit

/// Navigation holds for any row number typed and any move, `Int.min` and `Int.max` included:
/// a number names a row of the table or none, and the selection never leaves the table.
@MainActor
@Suite struct TableNavigationPropertyTests {
  private static let sectionSizes = Gen.int(in: 0...5).array(of: 0...4)

  private func makeTable(sectionSizes: [Int]) -> (TextTableView, StaticTableDataSource) {
    let source = StaticTableDataSource(
      sections: sectionSizes.enumerated().map { ("S\($0.offset)", (0..<$0.element).map { "r\($0)" }) })
    let table = TextTableView()
    table.dataSource = source
    table.delegate = source
    table.showsRowNumbers = true
    table.reloadData()
    return (table, source)
  }

  @Test func aRowNumberNamesTheRowPrintedWithItOrNone() async {
    await propertyCheck(count: 300, input: PropertyBased.zip(Self.sectionSizes, ExtremeIntegers.generator)) {
      sizes, number in
      let (table, _) = makeTable(sectionSizes: sizes)
      let rowCount = sizes.reduce(0, +)
      guard let path = table.indexPath(forRowNumber: number) else {
        #expect(number < 1 || number > rowCount)
        return
      }
      #expect((1...rowCount).contains(number))
      #expect(sizes[..<path.section].reduce(0, +) + path.row + 1 == number)
    }
  }

  @Test func anyMovesKeepTheSelectionInsideTheTable() async {
    let moves = ExtremeIntegers.generator.array(of: 1...6)
    await propertyCheck(count: 300, input: PropertyBased.zip(Self.sectionSizes, moves)) { sizes, deltas in
      let (table, source) = makeTable(sectionSizes: sizes)
      for delta in deltas { table.moveSelection(by: delta) }
      guard let selected = table.selectedIndexPath else {
        #expect(sizes.allSatisfy { $0 == 0 })
        return
      }
      #expect(source.sections.indices.contains(selected.section))
      #expect(source.sections[selected.section].rows.indices.contains(selected.row))
    }
  }
}
