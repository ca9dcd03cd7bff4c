import TVGuideTestSupport
import Testing

@testable import TextUIKit

@MainActor
@Suite struct TextTableViewTests {
  private func makeTable(_ source: StaticTableDataSource) -> TextTableView {
    let table = TextTableView()
    table.dataSource = source
    table.delegate = source
    table.reloadData()
    return table
  }

  @Test func rendersHeadersAndRowsAtNaturalHeight() {
    let source = StaticTableDataSource(sections: [("Season 1", ["a", "b"]), ("Season 2", ["c"])])
    let lines = makeTable(source).render(width: 10, height: nil).map(\.plainText)
    #expect(lines == ["Season 1  ", "a         ", "b         ", "Season 2  ", "c         "])
  }

  @Test func aTableGivenTheAppsCacheKeepsItsRowsThereAndDrawsTheSameAsOneWithout() {
    let rows = (1...50).map { "Row kept by no one \($0)" }
    // Held here: a table holds its data source weakly.
    let source = StaticTableDataSource(sections: [("S1", rows)])
    let cache = TextRowLineCache()
    let keeping = makeTable(source)
    keeping.rowLineCache = cache
    let drawnOnce = makeTable(source)
    let lines = drawnOnce.render(width: 30, height: nil).map(\.plainText)
    #expect(cache.count == 0)
    #expect(lines.count == 51)
    #expect(lines == keeping.render(width: 30, height: nil).map(\.plainText))
    #expect(cache.count == 50)
  }

  @Test func moreRowsThanTheCacheHoldsAreDrawnWithoutIt() {
    let rows = (0...TextRowLineCache.capacity).map { "Row past the cache \($0)" }
    let source = StaticTableDataSource(sections: [("S1", rows)])
    let table = makeTable(source)
    let cache = TextRowLineCache()
    table.rowLineCache = cache
    let lines = table.render(width: 30, height: nil)
    #expect(cache.count == 0)
    #expect(lines.count == rows.count + 1)
    #expect(lines.last?.plainText.hasPrefix("Row past the cache \(TextRowLineCache.capacity) ") == true)
  }

  @Test func sectionSpacingPutsBlankLinesBetweenSections() {
    let source = StaticTableDataSource(sections: [("S1", ["a"]), ("S2", ["b"])])
    let table = makeTable(source)
    table.sectionSpacing = 1
    table.reloadData()
    let lines = table.render(width: 4, height: nil).map(\.plainText)
    #expect(lines == ["S1  ", "a   ", "    ", "S2  ", "b   "])
  }

  @Test func numbersRowsAcrossSections() {
    let source = StaticTableDataSource(sections: [("S1", ["a", "b"]), ("S2", ["c"])])
    let table = makeTable(source)
    table.showsRowNumbers = true
    let lines = table.render(width: 8, height: nil).map(\.plainText)
    #expect(lines == ["S1      ", "1 a     ", "2 b     ", "S2      ", "3 c     "])
    #expect(table.indexPath(forRowNumber: 3) == TextIndexPath(row: 0, section: 1))
    #expect(table.indexPath(forRowNumber: 4) == nil)
    #expect(table.indexPath(forRowNumber: 0) == nil)
    #expect(table.indexPath(forRowNumber: Int.min) == nil)
    #expect(table.indexPath(forRowNumber: Int.max) == nil)
  }

  @Test func aMoveByAnyAmountStopsAtTheEnds() {
    let source = StaticTableDataSource(rowCount: 3)
    let table = makeTable(source)
    table.selectRow(at: TextIndexPath(row: 1, section: 0))
    table.moveSelection(by: Int.max)
    #expect(table.selectedIndexPath == TextIndexPath(row: 2, section: 0))
    table.moveSelection(by: Int.min)
    #expect(table.selectedIndexPath == TextIndexPath(row: 0, section: 0))
    #expect(source.endReachedCount == 1)
  }

  @Test func theViewportFollowsTheSelection() {
    let source = StaticTableDataSource(rowCount: 10)
    let table = makeTable(source)
    #expect(table.render(width: 6, height: 3).map(\.plainText) == ["Row 1 ", "Row 2 ", "Row 3 "])
    table.moveSelection(by: 4)
    let lines = table.render(width: 6, height: 3)
    #expect(lines.map(\.plainText) == ["Row 3 ", "Row 4 ", "Row 5 "])
    #expect(lines.last?.spans.allSatisfy { $0.style.contains(.inverse) } == true)
    #expect(lines.first?.spans.contains { $0.style.contains(.inverse) } == false)
  }

  @Test func theTableHeaderViewComesFirstWithTheSectionSpacingUnderIt() {
    let source = StaticTableDataSource(sections: [("S1", ["a"])])
    let table = makeTable(source)
    table.tableHeaderView = TextLabel(text: "Head")
    table.sectionSpacing = 1
    table.reloadData()
    #expect(table.render(width: 4, height: nil).map(\.plainText) == ["Head", "    ", "S1  ", "a   "])
  }

  @Test func theTableHeaderViewScrollsAwayAndBackWithTheRows() {
    let source = StaticTableDataSource(rowCount: 6)
    let table = makeTable(source)
    table.tableHeaderView = TextLabel(text: "Head")
    #expect(table.render(width: 5, height: 3).map(\.plainText) == ["Head", "Row 1", "Row 2"])
    table.moveSelection(by: 3)
    #expect(table.render(width: 5, height: 3).map(\.plainText) == ["Row 2", "Row 3", "Row 4"])
    table.selectFirstRow()
    #expect(table.render(width: 5, height: 3).map(\.plainText) == ["Head", "Row 1", "Row 2"])
  }

  @Test func aTableHeaderViewTallerThanTheScreenLeavesTheSelectedRowInSight() {
    let source = StaticTableDataSource(rowCount: 3)
    let table = makeTable(source)
    table.tableHeaderView = TextLabel(text: "One two three four five", numberOfLines: 0)
    let lines = table.render(width: 5, height: 2)
    #expect(lines.last?.plainText == "Row 1")
    #expect(lines.last?.spans.allSatisfy { $0.style.contains(.inverse) } == true)
  }

  @Test func scrollingUpShowsTheSectionHeaderOfTheFirstRow() {
    let source = StaticTableDataSource(sections: [("S1", ["a", "b", "c", "d"])])
    let table = makeTable(source)
    table.selectLastRow()
    _ = table.render(width: 4, height: 2)
    table.selectFirstRow()
    #expect(table.render(width: 4, height: 2).map(\.plainText) == ["S1  ", "a   "])
  }

  @Test func pagingMovesByTheVisibleHeight() {
    let source = StaticTableDataSource(rowCount: 20)
    let table = makeTable(source)
    _ = table.render(width: 6, height: 5)
    table.pageDown()
    #expect(table.selectedIndexPath?.row == 4)
    table.pageUp()
    #expect(table.selectedIndexPath?.row == 0)
  }

  @Test func selectionStopsAtTheEndsAndReportsTheEnd() {
    let source = StaticTableDataSource(rowCount: 3)
    let table = makeTable(source)
    table.moveSelection(by: -5)
    #expect(table.selectedIndexPath?.row == 0)
    #expect(source.endReachedCount == 0)
    table.moveSelection(by: 10)
    #expect(table.selectedIndexPath?.row == 2)
    #expect(source.endReachedCount == 1)
  }

  @Test func activatingTellsTheDelegateTheSelectedRow() {
    let source = StaticTableDataSource(sections: [("S1", ["a"]), ("S2", ["b", "c"])])
    let table = makeTable(source)
    table.moveSelection(by: 2)
    table.activateSelectedRow()
    #expect(source.selected == [TextIndexPath(row: 1, section: 1)])
  }

  @Test func reloadingKeepsAValidSelectionAndClampsAStaleOne() {
    let source = StaticTableDataSource(rowCount: 5)
    let table = makeTable(source)
    table.moveSelection(by: 3)
    source.sections = [(nil, ["x", "y", "z", "w", "v", "u"])]
    table.reloadData()
    #expect(table.selectedIndexPath?.row == 3)
    source.sections = [(nil, ["x"])]
    table.reloadData()
    #expect(table.selectedIndexPath?.row == 0)
  }

  @Test func holdsItsDataSourceAndDelegateWeakly() {
    let table = TextTableView()
    var source: StaticTableDataSource? = StaticTableDataSource(rowCount: 1)
    weak let released = source
    table.dataSource = source
    table.delegate = source
    source = nil
    #expect(released == nil)
    #expect(table.dataSource == nil)
    #expect(table.render(width: 5, height: nil).isEmpty)
  }

  @Test func onlyVisibleRowsAreAskedFor() {
    let counter = CountingDataSource()
    let table = TextTableView()
    table.dataSource = counter
    table.reloadData()
    _ = table.render(width: 10, height: 4)
    #expect(counter.cellRequests == 4)
  }
}

/// Counts how many cells a table asks for.
@MainActor
private final class CountingDataSource: TextTableViewDataSource {
  var cellRequests = 0

  func tableView(_ tableView: TextTableView, numberOfRowsInSection section: Int) -> Int { 10_000 }

  func tableView(_ tableView: TextTableView, cellForRowAt indexPath: TextIndexPath) -> TextTableViewCell {
    cellRequests += 1
    return TextTableViewCell(text: "\(indexPath.row)")
  }
}
