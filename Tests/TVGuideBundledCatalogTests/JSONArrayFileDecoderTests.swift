import Foundation
import TVGuideEntity
import TVGuideTestSupport
import Testing

@testable import TVGuideBundledCatalog

@Suite struct JSONArrayFileDecoderTests {
  /// Small enough that elements straddle chunks and batches hold a few elements each.
  private let decoder = JSONArrayFileDecoder(chunkSize: 7, batchSize: 600)

  @Test(arguments: Fixtures.jsonFiles(under: "episodes"))
  func decodesEveryEpisodeListLikeJSONDecoderDoes(_ path: String) throws {
    let streamed = try decoder.decode(EpisodeDTO.self, contentsOf: Fixtures.url(path))
    #expect(streamed == (try Fixtures.decode([EpisodeDTO].self, from: path)))
  }

  @Test func decodesAnIndexPageLikeJSONDecoderDoes() throws {
    let streamed = try decoder.decode(ShowDTO.self, contentsOf: Fixtures.url("shows/page-1.json"))
    #expect(streamed == (try Fixtures.decode([ShowDTO].self, from: "shows/page-1.json")))
  }

  @Test func anErrorNamesTheElementAsTheWholeFileNumbersIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent("episodes.json")
    let good = (0..<8).map { #"{"id":\#($0),"name":"Episode \#($0) of a long enough name","season":1}"# }
    try Data(("[" + (good + [#"{"id":8,"name":5,"season":1}"#]).joined(separator: ",") + "]").utf8).write(
      to: file)
    do {
      _ = try decoder.decode(EpisodeDTO.self, contentsOf: file)
      Issue.record("a name that is a number was accepted")
    } catch let error as DecodingError {
      #expect(DecodingErrorSummary(error).description == "[8].name: expected text")
    }
  }

  @Test func aTruncatedFileIsNotValidJSON() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent("cut.json")
    let whole = try Fixtures.data("episodes/82.json")
    try whole.prefix(whole.count / 2).write(to: file)
    do {
      _ = try decoder.decode(EpisodeDTO.self, contentsOf: file)
      Issue.record("half a file was accepted")
    } catch let error as DecodingError {
      #expect(DecodingErrorSummary(error).description == "not valid JSON")
    }
  }
}
