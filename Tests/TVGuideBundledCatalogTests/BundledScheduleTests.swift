import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuideTestSupport
import Testing

@testable import TVGuideBundledCatalog

/// The schedules, the show-less episode lists and the lookups by other sites' ids that the
/// catalog ships for `tonight`, `calendar` and `import` (issue 24).
struct BundledScheduleTests {
  private static let usDay = ScheduleDay(date: CalendarDate(year: 2019, month: 1, day: 19)!, country: "US")
  private static let webDay = ScheduleDay(date: CalendarDate(year: 2024, month: 1, day: 14)!, country: nil)

  @Test func theCatalogHoldsTheTwoScheduleDaysOfTheSharedResponses() async throws {
    let catalog = BundledCatalog()
    #expect(try await catalog.scheduleDaysHeld(.tv) == [Self.usDay])
    #expect(try await catalog.scheduleDaysHeld(.web) == [Self.webDay])
  }

  /// Each shipped schedule is the shared response as TVMaze sent it, entry for entry.
  @Test(arguments: [
    (ScheduleKind.tv, usDay, "schedule/us-2019.json"),
    (ScheduleKind.web, webDay, "schedule/web-2024-01-14.json"),
  ])
  func aHeldDayIsTheSharedResponse(kind: ScheduleKind, day: ScheduleDay, fixture: String) async throws {
    let shipped = try await BundledCatalog().schedule(ScheduleRequest(kind: kind, day: day))
    let expected = try Fixtures.decode([ScheduleItemDTO].self, from: fixture)
    #expect(shipped.value == expected)
    #expect(shipped.origin == .bundled)
    #expect(shipped.value.allSatisfy { $0.show != nil && $0.airstamp != nil })
  }

  @Test func episodeListsOfShowsOffTheIndexAreServedButNotCountedAsHeld() async throws {
    let catalog = BundledCatalog()
    for (id, count) in [(30715, 30), (40140, 38)] {
      let episodes = try await catalog.episodes(ofShow: id).value
      #expect(episodes.count == count)
      #expect(episodes == (try Fixtures.decode([EpisodeDTO].self, from: "episodes/\(id).json")))
      await #expect(throws: ShowDataError.showNotFound(id: id)) { try await catalog.show(id: id) }
    }
    let held = try #require(try await catalog.showIDsWithEpisodesHeld())
    #expect(held.isSuperset(of: [251, 2993]))
    #expect(held.isDisjoint(with: [30715, 40140]))
  }

  @Test func showsAreFoundByTheirTheTVDBAndIMDbIDs() async throws {
    let catalog = BundledCatalog()
    let byTVDB = try await catalog.show(withExternalID: .theTVDB(121361))
    let byIMDb = try await catalog.show(withExternalID: .imdb("tt0944947"))
    #expect(byTVDB?.id == 82)
    #expect(byIMDb?.id == 82)
    #expect(try await catalog.show(withExternalID: .theTVDB(999_999_999)) == nil)
  }
}
