import TVGuideEntity
import TVGuideTestSupport
import Testing

struct ShowStatusTests {
  @Test(arguments: [
    ("Running", ShowStatus.running), ("Ended", .ended), ("To Be Determined", .toBeDetermined),
    ("In Development", .inDevelopment),
  ])
  func mapsTVMazesStatuses(_ text: String, _ status: ShowStatus) {
    #expect(ShowStatus(text: text) == status)
    #expect(status.rawText == text)
  }

  @Test func keepsAStatusTVMazeMayAddLater() {
    #expect(ShowStatus(text: "Pilot Ordered") == .other("Pilot Ordered"))
    #expect(ShowStatus.other("Pilot Ordered").rawText == "Pilot Ordered")
  }

  @Test func matchesTheExactSpelling() {
    #expect(ShowStatus(text: "running") == .other("running"))
  }

  @Test(arguments: [nil, "", "  ", "\n"])
  func noTextMeansUnknown(_ text: String?) {
    #expect(ShowStatus(text: text) == nil)
  }

  /// The real answers use only the statuses the app knows by name.
  @Test(arguments: Fixtures.jsonFiles())
  func everyStatusInTheFixturesIsKnown(_ path: String) throws {
    let json = try JSONValue(data: Fixtures.data(path))
    for text in json.values(forKey: "status").compactMap(\.string) {
      let status = ShowStatus(text: text)
      if case .other = status { Issue.record("\(path): unknown status \(text)") }
      #expect(status?.rawText == text)
    }
  }
}
