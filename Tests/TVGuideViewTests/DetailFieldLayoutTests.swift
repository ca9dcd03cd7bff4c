import TVGuidePresenter
import Testing
import TextUIKit

@testable import TVGuideView

@Suite struct DetailFieldLayoutTests {
  @Test func valuesLineUpAfterTheLongestLabel() {
    let fields = [
      DetailField(label: "Rating", value: "★★★★☆ 8.9"), DetailField(label: "Premiered", value: "17 Apr 2011"),
    ]
    let lines = DetailFieldLayout().lines(for: fields, width: 30).map(\.plainText)
    #expect(lines == ["Rating     ★★★★☆ 8.9          ", "Premiered  17 Apr 2011        "])
  }

  @Test func longValuesAreCutToTheWidth() {
    let lines = DetailFieldLayout().lines(
      for: [DetailField(label: "Network", value: "Comedy Central")], width: 14)
    #expect(lines.map(\.plainText) == ["Network  Come…"])
  }
}
