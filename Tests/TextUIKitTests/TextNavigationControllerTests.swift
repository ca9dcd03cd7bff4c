import TVGuideTestSupport
import Testing
import TextUIKit

@MainActor
@Suite struct TextNavigationControllerTests {
  @Test func pushAndPopCallTheLifecycleInUIKitsOrder() {
    let log = LifecycleRecordingViewController.Log()
    let navigation = TextNavigationController(
      rootViewController: LifecycleRecordingViewController(name: "list", log: log))
    #expect(log.entries.isEmpty, "creating the stack does no work")
    navigation.makeVisible()
    navigation.makeVisible()
    #expect(
      log.entries == ["list.loadView", "list.viewDidLoad", "list.viewWillAppear", "list.viewDidAppear"])
    log.clear()
    navigation.push(LifecycleRecordingViewController(name: "detail", log: log))
    #expect(
      log.entries == [
        "detail.loadView", "detail.viewDidLoad", "list.viewWillDisappear", "detail.viewWillAppear",
        "list.viewDidDisappear", "detail.viewDidAppear",
      ])
    log.clear()
    navigation.popViewController()
    #expect(
      log.entries == [
        "detail.viewWillDisappear", "list.viewWillAppear", "detail.viewDidDisappear", "list.viewDidAppear",
      ])
  }

  @Test func viewDidLoadRunsOnceAcrossAppearances() {
    let log = LifecycleRecordingViewController.Log()
    let root = LifecycleRecordingViewController(name: "list", log: log)
    let navigation = TextNavigationController(rootViewController: root)
    navigation.makeVisible()
    for _ in 0..<3 {
      navigation.push(LifecycleRecordingViewController(name: "detail", log: log))
      navigation.popViewController()
    }
    #expect(log.entries.filter { $0 == "list.viewDidLoad" }.count == 1)
    #expect(log.entries.filter { $0 == "list.viewDidAppear" }.count == 4)
  }

  @Test func theRootIsNeverPopped() {
    let root = TextViewController()
    let navigation = TextNavigationController(rootViewController: root)
    #expect(navigation.popViewController() == nil)
    #expect(navigation.topViewController === root)
  }

  @Test func aPoppedScreenIsReleased() {
    let navigation = TextNavigationController(rootViewController: TextViewController())
    weak var popped: TextViewController?
    do {
      let detail = TextViewController()
      popped = detail
      navigation.push(detail)
    }
    #expect(popped != nil)
    navigation.popViewController()
    #expect(popped == nil)
  }

  @Test func rendersATitleBreadcrumbAboveTheTopScreen() {
    let log = LifecycleRecordingViewController.Log()
    let navigation = TextNavigationController(
      rootViewController: LifecycleRecordingViewController(name: "TV Guide", log: log))
    navigation.push(LifecycleRecordingViewController(name: "Girls", log: log))
    let lines = navigation.render(width: 30, height: 5).map(\.plainText)
    #expect(lines.first?.hasPrefix("TV Guide › Girls") == true)
    #expect(lines.dropFirst().first?.hasPrefix("Girls screen") == true)
  }

  @Test func asksForARedrawOnPushAndPop() {
    let navigation = TextNavigationController(rootViewController: TextViewController())
    var redraws = 0
    navigation.onNeedsDisplay = { redraws += 1 }
    navigation.makeVisible()
    navigation.push(TextViewController())
    navigation.popViewController()
    #expect(redraws == 3)
  }
}
