import Foundation
import TVGuideInteractor
import Testing

struct DataOriginTests {
  static let older = DataOrigin.offline(savedAt: Date(timeIntervalSince1970: 1_000))
  static let newer = DataOrigin.offline(savedAt: Date(timeIntervalSince1970: 2_000))

  @Test(arguments: [
    (DataOrigin.live, DataOrigin.live, DataOrigin.live),
    (.bundled, .bundled, .bundled),
    (.live, .bundled, .bundled),
    (.live, newer, newer),
    (.bundled, newer, newer),
    (older, newer, older),
    (newer, newer, newer),
  ])
  func theLeastFreshOriginWinsWhicheverSideItIsOn(
    _ one: DataOrigin, _ other: DataOrigin, _ expected: DataOrigin
  ) {
    #expect(one.combined(with: other) == expected)
    #expect(other.combined(with: one) == expected)
  }
}
