import TVGuideEntity
import TVGuideTestSupport
import Testing

struct EpisodeKindTests {
  @Test(arguments: [
    ("regular", EpisodeKind.regular), ("significant_special", .significantSpecial),
    ("insignificant_special", .insignificantSpecial),
  ])
  func mapsTVMazesTypes(_ text: String, _ kind: EpisodeKind) {
    #expect(EpisodeKind(text: text) == kind)
    #expect(kind.rawText == text)
  }

  @Test func keepsATypeTVMazeMayAddLater() {
    #expect(EpisodeKind(text: "recap") == .other("recap"))
    #expect(EpisodeKind.other("recap").rawText == "recap")
  }

  @Test(arguments: [nil, ""])
  func noTextMeansUnknown(_ text: String?) {
    #expect(EpisodeKind(text: text) == nil)
  }

  /// The real episode lists use only the types the app knows by name.
  @Test(arguments: ["episodes", "variants", "schedule"].flatMap { Fixtures.jsonFiles(under: $0) })
  func everyEpisodeTypeInTheFixturesIsKnown(_ path: String) throws {
    let episodes = try JSONValue(data: Fixtures.data(path)).array ?? []
    for text in episodes.compactMap({ $0["season"] == nil ? nil : $0["type"]?.string }) {
      let kind = EpisodeKind(text: text)
      if case .other = kind { Issue.record("\(path): unknown type \(text)") }
      #expect(kind?.rawText == text)
    }
  }
}
