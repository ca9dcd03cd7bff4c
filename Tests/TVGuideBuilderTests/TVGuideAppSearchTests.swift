import TVGuideBuilder
import TVGuideEntity
import TVGuideTestSupport
import Testing
import TextUIKit

/// The live search of the assembled app, driven by keys, with a clock the test moves.
@MainActor
@Suite struct TVGuideAppSearchTests {
  private let clock = ManualClock()
  private let source = FakeShowDataSource(
    pages: [0: [.mock, .mockWebOnly, .mockBare]],
    shows: [82: .mock, 43_687: .mockWebOnly, 9_999: .mockBare],
    episodes: [82: [.mock]],
    searchResults: [
      "g": [SearchResultDTO(score: 1, show: .mock)],
      "ga": [SearchResultDTO(score: 1, show: .mock)],
      "s": [SearchResultDTO(score: 1, show: .mockWebOnly), SearchResultDTO(score: 1, show: .mockBare)],
      "sq": [SearchResultDTO(score: 1, show: .mockWebOnly)],
    ])

  private func makeApplication() async -> TextApplication {
    let navigation = TVGuideAppBuilder(dataSource: source, clock: clock).makeRootNavigation()
    navigation.makeVisible()
    let application = TextApplication(navigationController: navigation)
    _ = await eventually { navigation.topViewController?.isBusy == false }
    return application
  }

  private func names(_ application: TextApplication) -> [String] {
    application.transcript(width: 60).split(separator: "\n").dropFirst(3).map { line in
      String(line.dropFirst(2).prefix(20)).trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func nothingIsSearchedBeforeTheDebounce() async {
    let application = await makeApplication()
    _ = application.handleInput(Array("g".utf8))
    await clock.waitForSleepers()
    clock.advance(by: .milliseconds(249))
    await application.settle(timeout: .milliseconds(50))
    #expect(await source.requests.filter { $0.hasPrefix("search") }.isEmpty)
    clock.advance(by: .milliseconds(1))
    await application.settle()
    #expect(await source.requests.filter { $0.hasPrefix("search") } == ["search g"])
    #expect(names(application) == ["Game of Thrones"])
  }

  @Test func typingWithinTheDebounceSearchesOnlyTheLastText() async {
    let application = await makeApplication()
    _ = application.handleInput(Array("g".utf8))
    await clock.waitForSleepers()
    _ = application.handleInput(Array("a".utf8))
    await clock.waitForSleepers()
    clock.advance(by: .milliseconds(250))
    await application.settle()
    #expect(await source.requests.filter { $0.hasPrefix("search") } == ["search ga"])
  }

  @Test func aLateAnswerToAnOldQueryNeverReplacesNewerResults() async {
    let application = await makeApplication()
    let slow = Gate()
    await source.hold(searchFor: "s", at: slow)
    _ = application.handleInput(Array("s".utf8))
    await clock.waitForSleepers()
    clock.advance(by: .milliseconds(250))
    await slow.waitForWaiters()
    _ = application.handleInput(Array("q".utf8))
    await clock.waitForSleepers()
    clock.advance(by: .milliseconds(250))
    await application.settle()
    #expect(names(application) == ["Squid Game"])
    await slow.open()
    for _ in 0..<20 { await Task.yield() }
    await application.settle()
    #expect(names(application) == ["Squid Game"])
    #expect(application.transcript(width: 60).contains("1 show matches \"sq\""))
  }

  @Test func clearingTheSearchShowsTheWholeListAgain() async {
    let application = await makeApplication()
    _ = application.handleInput(Array("g".utf8))
    await clock.waitForSleepers()
    clock.advance(by: .milliseconds(250))
    await application.settle()
    _ = application.handleInput([0x7F])
    await application.settle()
    #expect(names(application) == ["Game of Thrones", "Bare Show", "Squid Game"])
    #expect(application.transcript(width: 60).contains("Start typing to search"))
  }

  @Test func resultsAndSelectionSurviveOpeningAShowAndComingBack() async {
    let application = await makeApplication()
    _ = application.handleInput(Array("s".utf8))
    await clock.waitForSleepers()
    clock.advance(by: .milliseconds(250))
    await application.settle()
    _ = application.handleInput(Array("\u{1B}[B\r".utf8))
    await application.settle()
    #expect(application.navigationController.topViewController?.title == "Bare Show")
    _ = application.handleInput([0x1B])
    await application.settle()
    let list = application.navigationController.topViewController
    #expect(list?.keyboardTableView?.selectedIndexPath?.row == 1)
    #expect(names(application) == ["Squid Game", "Bare Show"])
    #expect(await source.requests.filter { $0.hasPrefix("page") } == ["page 0"])
  }
}
