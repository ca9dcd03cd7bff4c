import Observation
import TVGuideTestSupport
import Testing

@testable import stage_mvvm

/// The binding runs its update at once and again after each change, while the view lives.
@MainActor
@Suite struct ViewBindingTests {
  @Observable
  final class Counter {
    var value = 0
  }

  /// Owns its counter, as the app's views own their view models. The updates read the
  /// counter through the view they are given: a closure that held the counter itself would
  /// be kept by the counter's own observation registrar, a cycle nothing ever breaks.
  @MainActor final class Screen {
    let counter = Counter()
  }

  @Test func theUpdateRunsAgainAfterEveryChange() async {
    let screen = Screen()
    var seen: [Int] = []
    ViewBinding.bind(screen) { seen.append($0.counter.value) }
    #expect(seen == [0])
    screen.counter.value = 1
    #expect(await eventually { seen == [0, 1] })
    screen.counter.value = 2
    #expect(await eventually { seen == [0, 1, 2] })
  }

  @Test func aGoneViewIsNoLongerUpdated() async {
    var screen: Screen? = Screen()
    let counter = screen!.counter
    var updates = 0
    if let screen {
      ViewBinding.bind(screen) {
        _ = $0.counter.value
        updates += 1
      }
    }
    screen = nil
    counter.value = 1
    try? await Task.sleep(for: .milliseconds(50))
    #expect(updates == 1)
  }

  /// The binding waits for a change that never comes; it must not keep the view, or the
  /// state it reads, alive meanwhile.
  @Test func aBindingKeepsNeitherTheViewNorItsStateAlive() {
    weak var goneScreen: Screen?
    weak var goneCounter: Counter?
    do {
      let screen = Screen()
      goneScreen = screen
      goneCounter = screen.counter
      ViewBinding.bind(screen) { _ = $0.counter.value }
    }
    #expect(goneScreen == nil)
    #expect(goneCounter == nil)
  }
}
