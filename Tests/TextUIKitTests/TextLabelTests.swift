import Testing
import TextUIKit

@MainActor
@Suite struct TextLabelTests {
  @Test func wrapsToTheWidth() {
    let label = TextLabel(text: "one two three four")
    #expect(label.render(width: 9, height: nil).map(\.plainText) == ["one two", "three", "four"])
  }

  @Test func numberOfLinesCutsWithAnEllipsis() {
    let label = TextLabel(text: "one two three four", numberOfLines: 2)
    let lines = label.render(width: 9, height: nil).map(\.plainText)
    #expect(lines.count == 2)
    #expect(lines.last?.hasSuffix("…") == true)
  }

  @Test func hiddenOrEmptyLabelsTakeNoLines() {
    let label = TextLabel(text: "")
    #expect(label.render(width: 9, height: nil).isEmpty)
    label.text = "x"
    label.isHidden = true
    #expect(label.render(width: 9, height: nil).isEmpty)
  }
}
