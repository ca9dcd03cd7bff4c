import Foundation
import TVGuideInteractor
import TVGuidePresenter
import TVGuideTestSupport
import Testing

@testable import TVGuideView

/// The hand-written JSON against `JSONEncoder`'s with the options the app used before it, byte
/// for byte: the same layout, escaping, numbers and nulls.
@Suite struct JSONDocumentEncoderTests {
  private let encoder = JSONDocumentEncoder()

  private func foundationJSON(_ value: some Encodable) throws -> String {
    let foundation = JSONEncoder()
    foundation.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try foundation.encode(value), as: UTF8.self) + "\n"
  }

  private func document(ofShow id: Int) throws -> ShowDetailDocument {
    ShowDetailViewModelMapper(sanitizer: TerminalText()).document(for: try Fixtures.detail(ofShow: id))
  }

  @Test(arguments: [82, 83, 1, 43, 143])
  func aShowIsWhatJSONEncoderWrote(id: Int) throws {
    let document = try document(ofShow: id)
    #expect(encoder.string(forShow: document) == (try foundationJSON(document)))
  }

  @Test func aShowWithoutEpisodesHasAnEmptyArrayOnTwoLines() throws {
    let document = ShowDetailViewModelMapper(sanitizer: TerminalText())
      .document(for: ShowDetail(show: .mockBare, seasons: [], origin: .bundled))
    let json = encoder.string(forShow: document)
    #expect(json == (try foundationJSON(document)))
    #expect(json.contains("\"seasons\" : [\n\n  ]"))
    #expect(json.contains("\"rating\" : null"))
  }

  @Test func hostileStringsAreEscapedAsJSONEncoderEscapesThem() throws {
    var text = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
    text += "\u{7F}\u{85}\u{2028}\u{2029} \"quoted\" back\\slash a/b é 進 👩‍👩‍👧 \u{FEFF}"
    let document = ShowSummaryDocument(
      id: 1, name: text, status: "\"", premiered: nil, rating: 8.25, genres: [text, "", "\\"],
      network: "\n")
    let json = encoder.string(for: document)
    #expect(json == (try foundationJSON(document)))
    let decoded = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(decoded["name"] as? String == text)
  }

  @Test(arguments: [0.0, 9.0, 8.5, 7.25, 0.1 + 0.2, 1e21, 1e-7, 123_456_789.125, -0.0])
  func ratingsAreWrittenAsJSONEncoderWroteThem(rating: Double) throws {
    let document = ShowSummaryDocument(
      id: 7, name: nil, status: nil, premiered: nil, rating: rating, genres: [], network: nil)
    #expect(encoder.string(for: document) == (try foundationJSON(document)))
  }

  @Test func listsAndCacheSummariesAreWhatJSONEncoderWrote() throws {
    let shows = [
      ShowSummaryDocument(
        id: 1, name: "Under the Dome", status: "Ended", premiered: "2013-06-24", rating: 6.5,
        genres: ["Drama", "Science-Fiction"], network: "CBS"),
      ShowSummaryDocument(
        id: 2, name: nil, status: nil, premiered: nil, rating: nil, genres: [], network: nil),
    ]
    #expect(encoder.string(for: shows) == (try foundationJSON(shows)))
    #expect(encoder.string(for: [ShowSummaryDocument]()) == (try foundationJSON([ShowSummaryDocument]())))
    let cache = CacheSummaryDocument(
      location: "/tmp/a b/tvguide", sizeInBytes: 5_000_000_000, shows: 3, episodeLists: 2, indexPages: 1,
      searches: 0, oldestSave: "2026-11-23T10:00:00Z", newestSave: nil, damage: "the store was \"damaged\"")
    #expect(encoder.string(for: cache) == (try foundationJSON(cache)))
  }
}
