import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import Testing

@Suite struct PosterLookupTests {
  /// The address is the one the pages show: the medium poster, else the original.
  @Test func asksThePosterSourceForTheAddressTheShowsDataGives() async throws {
    var bare = ShowDTO.mock
    bare.id = 7
    bare.image = ImageDTO(medium: nil, original: "https://static.tvmaze.com/o7.jpg")
    let posters = PosterSourceStub()
    let lookup = PosterLookup(shows: FakeShowDataSource(shows: [82: .mock, 7: bare]), posters: posters)
    #expect(try await lookup.poster(ofShow: 82) == .mock)
    #expect(try await lookup.poster(ofShow: 7) == .mock)
    #expect(
      await posters.requests == [
        .init(showID: 82, address: URL(string: "https://static.tvmaze.com/m.jpg")!),
        .init(showID: 7, address: URL(string: "https://static.tvmaze.com/o7.jpg")!),
      ])
  }

  /// No poster is no error: the page draws its card instead.
  @Test func isNilWhenTheDataLinksNoneOrTheSourceHasNone() async throws {
    var bare = ShowDTO.mock
    bare.image = nil
    let posters = PosterSourceStub(image: nil)
    let shows = FakeShowDataSource(shows: [82: .mock, 1: bare])
    #expect(try await PosterLookup(shows: shows, posters: posters).poster(ofShow: 82) == nil)
    #expect(try await PosterLookup(shows: shows, posters: posters).poster(ofShow: 1) == nil)
    #expect(try await PosterLookup(shows: shows, posters: nil).poster(ofShow: 82) == nil)
    #expect(await posters.requests.map(\.showID) == [82])
  }

  @Test func anUnknownShowIsTheShowsError() async {
    let lookup = PosterLookup(shows: FakeShowDataSource(), posters: PosterSourceStub())
    await #expect(throws: ShowDataError.showNotFound(id: 5)) { try await lookup.poster(ofShow: 5) }
  }
}
