import TVGuidePresenter
import Testing

@Suite struct InitialsFormatterTests {
  private let formatter = InitialsFormatter()

  @Test(arguments: [
    ("Game of Thrones", "GT"), ("Girls", "G"), ("under the dome", "UD"), ("24", "2"),
    ("(500) Days of Summer", "5S"), ("  Doctor   Who  ", "DW"), ("進撃の巨人", "進"),
    ("Straße der Lieder", "SL"), ("ßuper Show", "SS"), ("«Game of Thrones»", "GT"),
  ])
  func takesTheFirstLetterOfTheFirstAndLastWords(name: String, initials: String) {
    #expect(formatter.initials(of: name) == initials)
  }

  @Test(arguments: ["", "   ", "★ ★", "!!!"])
  func isEmptyWhenNoWordHasALetterOrDigit(name: String) {
    #expect(formatter.initials(of: name).isEmpty)
  }
}
