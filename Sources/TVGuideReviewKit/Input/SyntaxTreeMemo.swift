import Foundation
import SwiftSyntax

/// Parsed files kept by their text, for a caller that reviews the same files more than once
/// in one process: the test suites that each review the stages, and the shared targets and
/// manifest every one of those reviews indexes again.
///
/// A review passes one only when asked (`Reviewer.parses`, `ArchitectureReview`'s package
/// initialiser): `tvguide-review` reads each file once, and a memo would only keep every tree
/// alive until it exits. The key is the text itself, so a file that changed is parsed again.
package final class SyntaxTreeMemo: Sendable {
  /// What `SourceFile.parsed` makes of a text before the file's path and module are known.
  struct Tree: Sendable {
    let syntax: SourceFileSyntax
    let catalog: SyntaxCatalog
  }

  private struct Key: Hashable {
    let source: String
    let limits: ReviewLimits
    let foldsOperators: Bool
  }

  // NSLock rather than Mutex: Thread Sanitizer sees the waits of the one, not of the other
  // (docs/development.md, Sanitizers).
  private let lock = NSLock()
  nonisolated(unsafe) private var trees: [Key: Result<Tree, FileRefusal>] = [:]

  package init() {}

  /// The tree of `source` made by `make`, or the refusal it threw, once per text: two threads
  /// asking for the same text at once may both make it, and the first kept wins.
  func tree(
    of source: String, limits: ReviewLimits, foldsOperators: Bool,
    make: () throws(FileRefusal) -> Tree
  ) throws(FileRefusal) -> Tree {
    let key = Key(source: source, limits: limits, foldsOperators: foldsOperators)
    if let kept = lock.withLock({ trees[key] }) { return try kept.get() }
    let made = Result { () throws(FileRefusal) -> Tree in try make() }
    let kept = lock.withLock {
      if let earlier = trees[key] { return earlier }
      trees[key] = made
      return made
    }
    return try kept.get()
  }
}
