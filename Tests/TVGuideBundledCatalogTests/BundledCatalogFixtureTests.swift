import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import Testing

@testable import TVGuideBundledCatalog

/// The bundled catalog answers with the very TVMaze responses the tests serve from their
/// loopback server, which is what lets the live source be compared with it.
@Suite struct BundledCatalogFixtureTests {
  @Test func showEightyTwoIsTheOneOfIndexPageZero() async throws {
    let catalog = BundledCatalog()
    let page = try Fixtures.decode([ShowDTO].self, from: "shows/page-0.json")
    let show = try await catalog.show(id: 82)
    #expect(show.value == page.first { $0.id == 82 })
    #expect(show.origin == .bundled)
  }

  @Test func itsEpisodesAreTheFixturesSpecialsIncluded() async throws {
    let episodes = try await BundledCatalog().episodes(ofShow: 82)
    #expect(episodes.value == (try Fixtures.decode([EpisodeDTO].self, from: "episodes/82.json")))
  }
}
