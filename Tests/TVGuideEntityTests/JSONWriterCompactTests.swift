import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

/// `JSONWriter`'s compact style, the store's: whatever it writes of episodes, both readers
/// (the hand-written parser and `JSONDecoder`) read back as the same episodes, and for any
/// value it writes what `JSONEncoder` writes, slashes left alone.
@Suite struct JSONWriterCompactTests {
  private let writer = JSONWriter(style: .compact)

  private func parsed(_ data: Data) -> [EpisodeDTO]? {
    Array(data).withUnsafeBufferPointer { EpisodeJSONParser().episodes(in: $0) }
  }

  private func expectRoundTrip(_ episodes: [EpisodeDTO]) throws {
    let data = try writer.data(for: episodes)
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

  @Test func absentFieldsAreLeftOutAndTheLayoutIsCompact() throws {
    let episodes = [
      EpisodeDTO(id: 1, name: nil, season: 2, number: nil),
      EpisodeDTO(
        id: -3, name: "A", season: 0, number: 4, type: "regular", airdate: "", airtime: "21:00",
        runtime: 30, rating: RatingDTO(average: nil)),
    ]
    let text = try writer.string(for: episodes)
    #expect(
      text == #"[{"id":1,"season":2},{"id":-3,"name":"A","season":0,"number":4,"type":"regular","#
        + #""airdate":"","airtime":"21:00","runtime":30,"rating":{}}]"#)
    #expect(try writer.string(for: [EpisodeDTO]()) == "[]")
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
    let data = try writer.data(for: [
      EpisodeDTO(id: 1, name: nil, season: 1, number: nil, rating: RatingDTO(average: average))
    ])
    #expect(String(decoding: data, as: UTF8.self) == #"[{"id":1,"season":1,"rating":{"average":null}}]"#)
    #expect(parsed(data)?.first?.rating == RatingDTO(average: nil))
  }

  /// Shows and search answers too, the store's show records and search hits: the same
  /// values `JSONEncoder` writes, in the order the value encodes them (`JSONEncoder` orders
  /// keys by its own hashing without `.sortedKeys`), and no escaped slash.
  @Test(arguments: [1, 118, 150, 43687])
  func aShowIsWhatJSONEncoderWrites(id: Int) throws {
    let show = try Fixtures.decode(ShowDTO.self, from: "show/\(id).json")
    let ours = try writer.data(for: show)
    let theirs = try JSONEncoder().encode(show)
    #expect(
      (try JSONSerialization.jsonObject(with: ours) as? NSDictionary)
        == (try JSONSerialization.jsonObject(with: theirs) as? NSDictionary))
    #expect(String(decoding: ours, as: UTF8.self).hasPrefix(#"{"id":\#(id),"url":"http"#))
    #expect(!String(decoding: ours, as: UTF8.self).contains(#"\/"#))
    #expect(try writer.data(for: [id, -id]) == (try JSONEncoder().encode([id, -id])))
  }
}
