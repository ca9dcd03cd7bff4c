import Foundation
import TVGuideEntity
import Testing

/// Valid JSON whose numbers no Swift integer (or `Double`) holds: a field the app can do
/// without reads as absent instead of failing the whole answer as "not valid JSON".
struct OutOfRangeNumberTests {
  @Test(arguments: ["1e30", "2.5", "99999999999999999999", "1e400", "-1e400"])
  func aShowKeepsItsPageWhenAWholeNumberItCanDoWithoutIsOutOfRange(_ number: String) throws {
    let json = """
      [{"id":1,"name":"A"},
       {"id":2,"name":"B","weight":\(number),"runtime":\(number),"averageRuntime":\(number),
        "updated":\(number),"network":{"id":\(number),"name":"N","country":null},
        "externals":{"tvrage":\(number),"thetvdb":\(number),"imdb":null}}]
      """
    let shows = try JSONDecoder().decode([ShowDTO].self, from: Data(json.utf8))
    #expect(shows.map(\.name) == ["A", "B"])
    #expect(shows[1].weight == nil)
    #expect(shows[1].runtime == nil)
    #expect(shows[1].updated == nil)
    #expect(shows[1].network?.id == nil)
    #expect(shows[1].externals?.thetvdb == nil)
  }

  @Test func aWholeNumberWrittenWithAFractionOrAnExponentIsThatNumber() throws {
    let json = #"{"id":1e1,"name":"A","weight":1.0,"runtime":6e1,"rating":{"average":1e0}}"#
    let show = try JSONDecoder().decode(ShowDTO.self, from: Data(json.utf8))
    #expect(show.id == 10)
    #expect(show.weight == 1)
    #expect(show.runtime == 60)
    #expect(show.rating?.average == 1)
  }

  @Test(arguments: ["1e400", "-1e400"])
  func aRatingOrAScoreNoDoubleHoldsIsAbsent(_ number: String) throws {
    let json = #"[{"score":\#(number),"show":{"id":1,"name":"A","rating":{"average":\#(number)}}}]"#
    let results = try JSONDecoder().decode([SearchResultDTO].self, from: Data(json.utf8))
    #expect(results.first?.score == nil)
    #expect(results.first?.show.rating?.average == nil)
  }

  @Test(arguments: ["1e30", "2.5", "1e400"])
  func anEpisodeKeepsItsListWhenItsNumberOrRuntimeIsOutOfRange(_ number: String) throws {
    let json = """
      [{"id":1,"name":"A","season":1,"number":\(number),"runtime":\(number),"rating":{"average":\(number)}},
       {"id":2,"name":"B","season":1,"number":2,"runtime":30.0}]
      """
    let episodes = try JSONDecoder().decode([EpisodeDTO].self, from: Data(json.utf8))
    #expect(episodes.map(\.id) == [1, 2])
    #expect(episodes[0].number == nil)
    #expect(episodes[0].runtime == nil)
    #expect(episodes[1].runtime == 30)
    // The hand-written parser leaves such lists to JSONDecoder rather than read them otherwise.
    let parsed = Data(json.utf8).withUnsafeBytes {
      EpisodeJSONParser().episodes(in: $0.bindMemory(to: UInt8.self))
    }
    #expect(parsed == nil || parsed == episodes)
  }

  /// An id or a season is needed exactly: out of range, the answer cannot be used, and the
  /// error names the field instead of calling valid JSON invalid.
  @Test(arguments: [
    (#"[{"id":1e30,"name":"A"}]"#, "[0].id: expected a whole number"),
    (#"[{"id":1,"name":"A","season":2.5}]"#, "[0].season: expected a whole number"),
  ])
  func anIdOrASeasonOutOfRangeIsAnErrorThatNamesIt(_ json: String, _ expected: String) throws {
    let decode: () throws -> Void =
      json.contains("season")
      ? { _ = try JSONDecoder().decode([EpisodeDTO].self, from: Data(json.utf8)) }
      : { _ = try JSONDecoder().decode([ShowDTO].self, from: Data(json.utf8)) }
    do {
      try decode()
      Issue.record("\(json) decoded")
    } catch let error as DecodingError {
      #expect(DecodingErrorSummary(error).description == expected)
    }
  }

  @Test func aWrongKindOfValueIsStillAnError() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ShowDTO.self, from: Data(#"{"id":1,"name":"A","weight":"heavy"}"#.utf8))
    }
  }
}
