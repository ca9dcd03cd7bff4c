import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

/// The store's episode writer: whatever it writes, both readers (the hand-written parser and
/// `JSONDecoder`) read back as the same episodes.
@Suite struct EpisodeJSONWriterTests {
  private let writer = EpisodeJSONWriter()

  private func parsed(_ data: Data) -> [EpisodeDTO]? {
    Array(data).withUnsafeBufferPointer { EpisodeJSONParser().episodes(in: $0) }
  }

  private func expectRoundTrip(_ episodes: [EpisodeDTO]) throws {
    let data = writer.data(for: episodes)
    #expect(parsed(data) == episodes)
    #expect(try JSONDecoder().decode([EpisodeDTO].self, from: data) == episodes)
  }

  /// Every real episode list, of every era of the API the fixtures hold.
  private static let realLists =
    Fixtures.jsonFiles(under: "episodes")
    + Fixtures.jsonFiles(under: "variants").filter { $0.hasPrefix("variants/episodes-") }

  @Test func theRealListsAreThere() {
    #expect(Self.realLists.count >= 14)
  }

  @Test(arguments: realLists)
  func everyRealListReadsBackTheSame(path: String) throws {
    let episodes = try JSONDecoder().decode([EpisodeDTO].self, from: try Fixtures.data(path))
    #expect(!episodes.isEmpty)
    try expectRoundTrip(episodes)
  }

  @Test func absentFieldsAreLeftOutAndTheLayoutIsCompact() {
    let episodes = [
      EpisodeDTO(id: 1, name: nil, season: 2, number: nil),
      EpisodeDTO(
        id: -3, name: "A", season: 0, number: 4, type: "regular", airdate: "", airtime: "21:00",
        runtime: 30, rating: RatingDTO(average: nil)),
    ]
    let text = String(decoding: writer.data(for: episodes), as: UTF8.self)
    #expect(
      text == #"[{"id":1,"season":2},{"id":-3,"name":"A","season":0,"number":4,"type":"regular","#
        + #""airdate":"","airtime":"21:00","runtime":30,"rating":{}}]"#)
    #expect(String(decoding: writer.data(for: []), as: UTF8.self) == "[]")
  }

  @Test func hostileNamesReadBackUnchanged() throws {
    let controls = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
    let names = [
      controls, "\u{7F}", #"quote " backslash \ slash / \u0041"#, "進撃の巨人", "👩‍👩‍👧 é e\u{301}",
      "<b>Bold</b> &amp; \u{1B}[31mred", "", String(repeating: "\\\"", count: 1000),
      "line\u{2028}separator\u{2029}paragraph", "\u{FEFF}bom \u{10FFFF}",
    ]
    try expectRoundTrip(
      names.enumerated().map { EpisodeDTO(id: $0.offset, name: $0.element, season: 1, number: 1) })
  }

  @Test func extremeNumbersReadBackUnchanged() throws {
    try expectRoundTrip([
      EpisodeDTO(id: .max, name: "x", season: .min, number: 0, runtime: -1, rating: RatingDTO(average: 7.8)),
      EpisodeDTO(id: .min, name: "y", season: .max, number: .max, rating: RatingDTO(average: 1e-7)),
      EpisodeDTO(
        id: 0, name: "z", season: 1, number: nil, rating: RatingDTO(average: 1.7976931348623157e308)),
      EpisodeDTO(
        id: 1, name: nil, season: 1, number: nil, rating: RatingDTO(average: .leastNonzeroMagnitude)),
      EpisodeDTO(id: 2, name: nil, season: 1, number: nil, rating: RatingDTO(average: -2.5)),
    ])
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aRatingNoJSONCanHoldIsNull(average: Double) throws {
    let data = writer.data(for: [
      EpisodeDTO(id: 1, name: nil, season: 1, number: nil, rating: RatingDTO(average: average))
    ])
    #expect(String(decoding: data, as: UTF8.self) == #"[{"id":1,"season":1,"rating":{"average":null}}]"#)
    #expect(parsed(data)?.first?.rating == RatingDTO(average: nil))
  }
}
