import TVGuideInteractor
import TVGuideRouter
import TVGuideTestSupport
import TVGuideView
import Testing
import TextUIKit

@testable import TVGuideBuilder

@MainActor
@Suite struct FollowingModuleBuilderTests {
  private let source = FakeShowDataSource(shows: [82: .mock], episodes: [82: [.mock]])

  private func builder(_ follows: FakeFollowStore) -> FollowingModuleBuilder {
    FollowingModuleBuilder(
      dataSource: source, follows: follows, detailBuilder: ShowDetailModuleBuilder(dataSource: source))
  }

  @Test func theScreenIsWiredAndOpeningARowPushesTheShow() async {
    let navigation = TextNavigationController(rootViewController: TextViewController())
    let module = builder(FakeFollowStore(followed: [82])).assemble()
    #expect(module.presenter.view === module.view)
    #expect(module.router?.viewController === module.view)
    navigation.push(module.view)
    #expect(
      await eventually { module.view.isBusy == false && module.view.keyboardTableView?.numberOfRows == 1 })
    _ = module.view.handle(.activate)
    #expect(await eventually { navigation.topViewController?.title == "Game of Thrones" })
  }

  @Test func poppingTheScreenReleasesEveryPartOfTheModule() async {
    let navigation = TextNavigationController(rootViewController: TextViewController())
    weak var viewController: TextViewController?
    weak var presenter: AnyObject?
    weak var interactor: AnyObject?
    weak var router: AnyObject?
    do {
      let module = builder(FakeFollowStore(followed: [82])).assemble()
      (viewController, presenter, interactor, router) = (
        module.view, module.presenter, module.interactor, module.router
      )
      navigation.push(module.view)
    }
    #expect(await eventually { viewController?.isBusy == false })
    _ = viewController?.handle(.back)
    #expect(await eventually { viewController == nil })
    #expect(presenter == nil && interactor == nil && router == nil)
  }

  @Test func fUnfollowsTheSelectedShowAndTheListIsLoadedAgain() async {
    let follows = FakeFollowStore(followed: [82])
    let navigation = TextNavigationController(rootViewController: TextViewController())
    let module = builder(follows).assemble()
    navigation.push(module.view)
    #expect(await eventually { module.view.keyboardTableView?.numberOfRows == 1 })
    _ = module.view.handle(.toggleFollow(row: nil))
    #expect(
      await eventually { module.view.isBusy == false && module.view.keyboardTableView?.numberOfRows == 0 })
    #expect(await follows.followed.isEmpty)
  }

  @Test func theReportBuildsTheDocumentOnlyForJSON() async {
    let json = builder(FakeFollowStore()).assembleReport(format: .json)
    #expect(json.presenter.buildsDocument && json.router == nil)
    #expect(
      !builder(FakeFollowStore()).assembleReport(format: .text(width: 80, usesColor: false)).presenter
        .buildsDocument)
    await json.presenter.showFollowing()
    #expect(json.view.output.standardOutput.contains(#""shows" : ["#))
  }
}
