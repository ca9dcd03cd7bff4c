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

  final class Screen: Sendable {}

  @Test func theUpdateRunsAgainAfterEveryChange() async {
    let counter = Counter()
    let screen = Screen()
    var seen: [Int] = []
    ViewBinding.bind(screen) { _ in seen.append(counter.value) }
    #expect(seen == [0])
    counter.value = 1
    #expect(await eventually { seen == [0, 1] })
    counter.value = 2
    #expect(await eventually { seen == [0, 1, 2] })
  }

  @Test func aGoneViewIsNoLongerUpdated() async {
    let counter = Counter()
    var screen: Screen? = Screen()
    var updates = 0
    if let screen {
      ViewBinding.bind(screen) { _ in
        _ = counter.value
        updates += 1
      }
    }
    screen = nil
    counter.value = 1
    try? await Task.sleep(for: .milliseconds(50))
    #expect(updates == 1)
  }
}
