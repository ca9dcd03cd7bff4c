import Testing

@testable import TextUIKit

@Suite struct TextFittingTests {
  @Test func paddingFillsToTheWidthByDisplayColumns() {
    #expect(TextFitting.pad("Size", toWidth: 10) == "Size      ")
    #expect(TextFitting.pad("日本", toWidth: 6) == "日本  ")
    #expect(TextFitting.pad("7", toWidth: 3, alignment: .right) == "  7")
  }

  @Test func tooLongTextEndsInAnEllipsis() {
    #expect(TextFitting.pad("Location", toWidth: 5) == "Loca…")
    #expect(TextFitting.truncate("Game of Thrones", toWidth: 0) == "")
  }
}
