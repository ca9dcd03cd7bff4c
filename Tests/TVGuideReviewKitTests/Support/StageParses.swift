import TVGuideReviewKit

/// The trees parsed by the suites that review the stages, kept for one another: each of those
/// reviews indexes the shared targets and the manifest again, and the whole of `Stages/` is
/// reviewed by two suites. Parsing with the debug swift-syntax was half of their time.
enum StageParses {
  static let memo = SyntaxTreeMemo()

  /// A reviewer with every rule that keeps its trees in `memo`.
  static func reviewer() -> Reviewer {
    var reviewer = Reviewer()
    reviewer.parses = memo
    return reviewer
  }
}
