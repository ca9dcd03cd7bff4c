import TVGuidePresenter
import Testing
import TextUIKit

@testable import TVGuideView

@Suite struct EpisodeRowCellLayoutTests {
  @Test func columnsInOrderWithSpecialsHighlighted() {
    let regular = EpisodeRow(id: 1, code: "S01E01", title: "Pilot", airdate: "1 Jan 2020", runtime: "60 min")
    let special = EpisodeRow(
      id: 2, code: "Special", title: "Extra", airdate: "2 Jan 2020", runtime: "30 min", isSpecial: true)
    let layout = EpisodeRowCellLayout()
    #expect(layout.cell(for: regular).columns.map(\.text) == ["S01E01", "Pilot", "1 Jan 2020", "60 min"])
    #expect(layout.cell(for: regular).columns[0].style == [])
    #expect(layout.cell(for: special).columns[0].style == .accent)
  }
}
