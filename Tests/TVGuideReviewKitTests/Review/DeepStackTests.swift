import Testing

@testable import TVGuideReviewKit

/// The review's work runs on threads with a stack deep enough for any file the limits let
/// through, whatever thread asked for it, and the files' order is kept.
@Suite struct DeepStackTests {
  private static func depth(_ level: Int) -> Int {
    level == 0 ? 0 : 1 + depth(level - 1)
  }

  /// Far deeper than a Dispatch worker's or a test thread's stack allows.
  @Test func deepRecursionRunsOnTheDeepStack() throws {
    #expect(try DeepStack.run { Self.depth(200_000) } == 200_000)
    #expect(ParallelMap.map(Array(0..<64)) { Self.depth(50_000) + $0 } == Array(50_000..<50_064))
  }

  @Test func errorsComeBackToTheCaller() {
    #expect(throws: FileRefusal.missing) {
      try DeepStack.run { () throws -> Int in throw FileRefusal.missing }
    }
  }
}
