import TVGuideTestSupport
import Testing
import TextUIKit

@MainActor
@Suite struct TextStackViewTests {
  @Test func stacksViewsWithSpacing() {
    let stack = TextStackView(
      arrangedSubviews: [TextLabel(text: "a"), TextLabel(text: "b")], spacing: 1)
    #expect(stack.render(width: 3, height: nil).map(\.plainText) == ["a", "", "b"])
  }

  @Test func theFlexibleViewGetsTheHeightLeftOver() {
    let source = StaticTableDataSource(rowCount: 50)
    let table = TextTableView()
    table.dataSource = source
    table.reloadData()
    let stack = TextStackView(arrangedSubviews: [TextLabel(text: "header"), table, TextLabel(text: "footer")])
    let lines = stack.render(width: 8, height: 10).map(\.plainText)
    #expect(lines.count == 10)
    #expect(lines.first == "header")
    #expect(lines.last == "footer")
  }

  @Test func hiddenViewsTakeNoSpaceOrSpacing() {
    let hidden = TextLabel(text: "hidden")
    hidden.isHidden = true
    let stack = TextStackView(
      arrangedSubviews: [TextLabel(text: "a"), hidden, TextLabel(text: "b")], spacing: 1)
    #expect(stack.render(width: 6, height: nil).map(\.plainText) == ["a", "", "b"])
  }

  @Test func neverDrawsMoreThanTheHeight() {
    let stack = TextStackView(arrangedSubviews: [TextLabel(text: "1 2 3 4 5 6")])
    #expect(stack.render(width: 1, height: 3).count == 3)
  }
}
