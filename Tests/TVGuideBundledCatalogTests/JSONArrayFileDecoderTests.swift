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
    let file = try writeEpisodesEndingInANameThatIsANumber(goodCount: 8, in: folder)
    expectError("[8].name: expected text") { try decoder.decode(EpisodeDTO.self, contentsOf: file) }
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

  // MARK: Two halves at once

  /// Reads every file of 1 KB or more in halves, still in chunks small enough that elements
  /// straddle them.
  private let halving = JSONArrayFileDecoder(chunkSize: 97, batchSize: 600, halvingSize: 1024)
  private let parser = EpisodeJSONParser()

  @Test(arguments: Fixtures.jsonFiles(under: "episodes"))
  func anEpisodeListReadInHalvesIsTheListInOrder(_ path: String) throws {
    let expected = try Fixtures.decode([EpisodeDTO].self, from: path)
    try #require(expected.count >= 4, "too short to cut")
    let halves = try halvesOf(Fixtures.url(path))
    #expect(halves == expected)
    let decoded = try halving.decode(
      EpisodeDTO.self, contentsOf: Fixtures.url(path), parse: parser.episode(in:from:))
    #expect(decoded == expected)
  }

  @Test func aCommaBetweenBracesInsideAStringIsNotWhereTheFileIsCut() throws {
    let trap = String(repeating: #"}, {\"id\": 1, \"season\": 1}, {"#, count: 200)
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try writeEpisodes(middleName: trap, in: folder)
    #expect(try halvesOf(file) == nil)
    #expect(
      try halving.decode(EpisodeDTO.self, contentsOf: file, parse: parser.episode(in:from:))
        == (try JSONDecoder().decode([EpisodeDTO].self, from: Data(contentsOf: file))))
  }

  @Test func aCommaBetweenObjectsOfANestedArrayIsNotWhereTheFileIsCut() throws {
    let nested = "[" + Array(repeating: #"{"id": 1, "season": 1}"#, count: 200).joined(separator: ", ") + "]"
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try writeEpisodes(middleExtra: nested, in: folder)
    #expect(try halvesOf(file) == nil)
    let decoded = try halving.decode(EpisodeDTO.self, contentsOf: file, parse: parser.episode(in:from:))
    #expect(decoded.map(\.id) == Array(0..<9))
  }

  @Test func anErrorInTheSecondHalfIsTheOneReadingFromTheStartGives() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try writeEpisodesEndingInANameThatIsANumber(goodCount: 40, in: folder)
    #expect(try halvesOf(file) == nil)
    expectError("[40].name: expected text") {
      try halving.decode(EpisodeDTO.self, contentsOf: file, parse: parser.episode(in:from:))
    }
  }

  /// The file read in halves, or `nil` where the decoder would read it from the start.
  private func halvesOf(_ file: URL) throws -> [EpisodeDTO]? {
    let handle = try FileHandle(forReadingFrom: file)
    defer { try? handle.close() }
    let size = Int(try handle.seekToEnd())
    return halving.halves(
      EpisodeDTO.self, of: handle.fileDescriptor, size: size, parse: parser.episode(in:from:))
  }

  /// Nine episodes whose fifth, in the middle of the file, has a long name or an extra field.
  private func writeEpisodes(
    middleName: String? = nil, middleExtra: String? = nil, in folder: TemporaryFolder
  ) throws -> URL {
    let episodes = (0..<9).map { id in
      guard id == 4 else { return #"{"id": \#(id), "name": "Episode \#(id)", "season": 1}"# }
      let name = middleName.map { #""\#($0)""# } ?? #""Episode 4""#
      let extra = middleExtra.map { #", "extra": \#($0)"# } ?? ""
      return #"{"id": 4, "name": \#(name), "season": 1\#(extra)}"#
    }
    let file = folder.url.appendingPathComponent("episodes.json")
    try Data(("[" + episodes.joined(separator: ", ") + "]").utf8).write(to: file)
    return file
  }

  /// `goodCount` episodes, then one whose name is a number, which no decoder accepts.
  private func writeEpisodesEndingInANameThatIsANumber(goodCount: Int, in folder: TemporaryFolder) throws
    -> URL
  {
    let file = folder.url.appendingPathComponent("episodes.json")
    let good = (0..<goodCount).map {
      #"{"id":\#($0),"name":"Episode \#($0) of a long enough name","season":1}"#
    }
    let bad = #"{"id":\#(goodCount),"name":5,"season":1}"#
    try Data(("[" + (good + [bad]).joined(separator: ",") + "]").utf8).write(to: file)
    return file
  }

  private func expectError(_ summary: String, decoding decode: () throws -> [EpisodeDTO]) {
    do {
      _ = try decode()
      Issue.record("a name that is a number was accepted")
    } catch let error as DecodingError {
      #expect(DecodingErrorSummary(error).description == summary)
    } catch {
      Issue.record("not a decoding error: \(error)")
    }
  }
}
