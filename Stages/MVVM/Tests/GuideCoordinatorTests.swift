import TVGuideEntity
import TVGuideTestSupport
import Testing
import TextUIKit

@testable import stage_mvvm

/// The coordinator assembles the screens and carries out what their view models ask for.
@MainActor
@Suite struct GuideCoordinatorTests {
  private static let source = FakeShowDataSource(
    pages: [0: [ShowDTO.mock.with(id: 82, name: "Game of Thrones")]], shows: [82: .mock])

  @Test func aSelectedRowOpensTheShowAndBackClosesIt() async {
    let coordinator = GuideCoordinator(networkManager: NetworkManager(dataSource: Self.source))
    let navigation = coordinator.start()
    navigation.makeVisible()
    let list = navigation.topViewController
    #expect(await eventually { list?.isBusy == false })
    _ = list?.handle(.openRow(number: 1))
    weak let detail = navigation.topViewController as? ShowDetailViewController
    #expect(detail != nil)
    #expect(await eventually { detail?.isBusy == false })
    #expect(detail?.title == "Game of Thrones")
    _ = detail?.handle(.back)
    #expect(navigation.topViewController === list)
    #expect(await eventually { detail == nil }, "the closed screen and its view model are released")
  }

  @Test func theCoordinatorOwnsNoScreen() {
    let coordinator = GuideCoordinator(networkManager: NetworkManager(dataSource: Self.source))
    weak let navigation = coordinator.start()
    #expect(navigation == nil, "the application owns the navigation stack, not the coordinator")
  }
}
