import Testing

@testable import TVGuideTVMaze

@Suite struct ContentTypeTests {
  @Test(arguments: [
    "text/html", "text/html; charset=UTF-8", " Text/HTML ;charset=utf-8", "application/xhtml+xml",
  ])
  func aPageForABrowserIsAWebPage(header: String) {
    #expect(ContentType(header: header).isWebPage)
  }

  @Test(arguments: ["application/json; charset=UTF-8", "application/json", "text/plain", ""])
  func anythingElseIsNot(header: String) {
    #expect(!ContentType(header: header).isWebPage)
  }

  @Test func theParametersAreLeftOut() {
    #expect(ContentType(header: "Application/JSON; charset=UTF-8").mediaType == "application/json")
  }
}
