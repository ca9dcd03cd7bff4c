import TVGuideEntity
import TVGuidePresenter
import TVGuideView
import Testing

@Suite struct StatusFormatterTests {
  private let formatter = StatusFormatter(sanitizer: TerminalText())

  @Test(arguments: [
    (ShowStatus.running, "Running"),
    (.ended, "Ended"),
    (.toBeDetermined, "To be determined"),
    (.inDevelopment, "In development"),
    (.other("Pilot ordered"), "Pilot ordered"),
  ])
  func namesTheStatusInWords(status: ShowStatus, text: String) {
    #expect(formatter.text(for: status) == text)
  }

  @Test func mapsTVMazeTextThroughTheModel() {
    #expect(formatter.text(for: ShowStatus(text: "To Be Determined")) == "To be determined")
  }

  @Test func saysWhenTheStatusIsUnknown() {
    #expect(formatter.text(for: nil) == "Status unknown")
  }

  @Test func keepsAnUnknownStatusOnOneSafeLine() {
    #expect(formatter.text(for: .other("On\u{1B}[31m\nhiatus\u{7}")) == "On hiatus")
  }

  @Test func saysUnknownWhenAnUnknownStatusHasNoPrintableText() {
    #expect(formatter.text(for: .other("\u{1B}[2J\u{7}")) == "Status unknown")
  }
}
