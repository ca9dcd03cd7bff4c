import TVGuideEntity
import TVGuideTestSupport
import Testing
import TextUIKit

@testable import stage2_mvp

/// The stage 2 review's leaks, checked: a screen and its presenter go away together, and a
/// network callback (`[weak self]`) does not keep a closed screen alive.
@MainActor
@Suite struct ScreenReleaseTests {
  private let source = FakeShowDataSource(pages: [0: [.mock]], shows: [82: .mock])

  @Test func releasingTheListReleasesItsPresenter() async {
    let manager = NetworkManager(dataSource: source)
    weak var screen: ShowListViewController?
    weak var presenter: ShowListPresenter?
    do {
      let listPresenter = ShowListPresenter(networkManager: manager)
      let list = ShowListViewController(presenter: listPresenter, networkManager: manager)
      (screen, presenter) = (list, listPresenter)
      list.loadViewIfNeeded()
      list.viewDidAppear()
      #expect(await eventually { !list.isBusy })
    }
    #expect(screen == nil)
    #expect(presenter == nil)
  }

  @Test func closingTheDetailReleasesItAndItsPresenter() async {
    let manager = NetworkManager(dataSource: source)
    let list = ShowListViewController(
      presenter: ShowListPresenter(networkManager: manager), networkManager: manager)
    let navigation = TextNavigationController(rootViewController: list)
    navigation.makeVisible()
    weak var screen: ShowDetailViewController?
    weak var presenter: ShowDetailPresenter?
    do {
      let detailPresenter = ShowDetailPresenter(showID: 82, networkManager: manager)
      let detail = ShowDetailViewController(presenter: detailPresenter)
      detail.delegate = list
      navigation.push(detail)
      (screen, presenter) = (detail, detailPresenter)
    }
    #expect(await eventually { screen?.title == "Game of Thrones" })
    _ = navigation.topViewController?.handle(.back)
    #expect(navigation.topViewController === list)
    #expect(screen == nil)
    #expect(presenter == nil)
  }

  @Test func aPendingRequestDoesNotKeepAClosedScreenAlive() async {
    let gate = Gate()
    await source.hold(.show, at: gate)
    weak var screen: ShowDetailViewController?
    weak var presenter: ShowDetailPresenter?
    do {
      let detailPresenter = ShowDetailPresenter(
        showID: 82, networkManager: NetworkManager(dataSource: source))
      let detail = ShowDetailViewController(presenter: detailPresenter)
      (screen, presenter) = (detail, detailPresenter)
      detail.loadViewIfNeeded()
      await gate.waitForWaiters()
    }
    #expect(screen == nil, "the callback holds the presenter weakly")
    #expect(presenter == nil)
    await gate.open()
  }
}
