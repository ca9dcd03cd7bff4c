import Foundation
import Testing

@testable import TVGuideInteractor

@Suite struct CacheSummaryTests {
  @Test func aCacheWithAnySavedAnswerIsNotEmpty() {
    #expect(CacheSummary(location: "/c").isEmpty)
    #expect(CacheSummary(location: "/c", sizeInBytes: 90_000).isEmpty)
    #expect(!CacheSummary(location: "/c", searchCount: 1).isEmpty)
    #expect(!CacheSummary(location: "/c", episodeListCount: 1).isEmpty)
  }

  @Test func offlineDataIsTheLeastFreshOrigin() {
    let saved = Date(timeIntervalSince1970: 1_000)
    #expect(DataOrigin.live.combined(with: .offline(savedAt: saved)) == .offline(savedAt: saved))
    #expect(
      DataOrigin.offline(savedAt: saved).combined(with: .offline(savedAt: saved + 60))
        == .offline(savedAt: saved))
  }
}
