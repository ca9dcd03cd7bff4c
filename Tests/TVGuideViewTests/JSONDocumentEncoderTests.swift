import Foundation
import TVGuideInteractor
import TVGuidePresenter
import TVGuideTestSupport
import Testing

@testable import TVGuideView

@Suite struct JSONDocumentEncoderTests {
  private let encoder = JSONDocumentEncoder()

  private func document(ofShow id: Int) throws -> ShowDetailDocument {
    ShowDetailViewModelMapper().viewModel(for: try Fixtures.detail(ofShow: id), now: Date()).document
  }

  @Test(arguments: [82, 83, 1])
  func aShowEncodedSeasonBySeasonIsTheSameJSON(id: Int) throws {
    let document = try document(ofShow: id)
    #expect(encoder.string(forShow: document) == encoder.string(for: document))
  }

  @Test func aShowWithoutEpisodesIsTheSameJSONToo() {
    let document = ShowDetailViewModelMapper()
      .viewModel(for: ShowDetail(show: .mockBare, seasons: [], origin: .bundled), now: Date()).document
    #expect(encoder.string(forShow: document) == encoder.string(for: document))
    #expect(encoder.string(forShow: document).contains("\"seasons\" : [\n\n  ]"))
  }

  @Test func keysAreSortedAndSlashesLeftAlone() {
    #expect(encoder.string(for: ["b": "x/y", "a": "z"]) == "{\n  \"a\" : \"z\",\n  \"b\" : \"x/y\"\n}\n")
  }
}
