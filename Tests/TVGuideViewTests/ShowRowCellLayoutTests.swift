import TVGuidePresenter
import TVGuideTestSupport
import Testing
import TextUIKit

@testable import TVGuideView

@Suite struct ShowRowCellLayoutTests {
  private let row = ShowRowMapper(sanitizer: TerminalText()).row(for: .mock)

  @Test func columnsInOrder() {
    let texts = ShowRowCellLayout().cell(for: row).columns.map(\.text)
    #expect(texts == ["Game of Thrones", "2011", "★★★★☆ 8.9", "Ended", "HBO"])
  }

  @Test func theCommandLineLeadsWithTheID() {
    let texts = ShowRowCellLayout(showsID: true).cell(for: row).columns.map(\.text)
    #expect(texts.first == "82")
  }

  @Test func narrowTerminalsDropStatusFirstThenYear() {
    let cell = ShowRowCellLayout().cell(for: row)
    let dropped = cell.columns.sorted { $0.priority < $1.priority }.map(\.text)
    #expect(Array(dropped.prefix(2)) == ["Ended", "2011"])
  }
}
