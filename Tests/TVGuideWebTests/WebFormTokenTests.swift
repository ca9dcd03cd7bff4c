import TVGuideWeb
import Testing

/// The run's token: accepted only whole, drawn anew for every run.
@Suite struct WebFormTokenTests {
  @Test func onlyTheTokenItselfIsAccepted() {
    let token = WebFormToken(value: "5f3a9c")
    #expect(token.accepts("5f3a9c"))
    for other in [nil, "", "5f3a9", "5f3a9c0", "5F3A9C", "5f3a9d", " 5f3a9c"] as [String?] {
      #expect(!token.accepts(other), "accepted \(String(describing: other))")
    }
  }

  @Test func aTokenOfNothingAcceptsNothing() {
    #expect(!WebFormToken(value: "").accepts(""))
  }

  @Test func eachRunDrawsItsOwn64HexDigits() {
    let (first, second) = (WebFormToken.random(), WebFormToken.random())
    #expect(first != second)
    #expect(first.value.count == 64)
    #expect(first.value.allSatisfy { $0.isHexDigit && !$0.isUppercase })
  }
}
