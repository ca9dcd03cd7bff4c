import Foundation

/// Runs work on threads with a stack large enough for any file within `ReviewLimits`: the
/// parser and the syntax walks recurse once per level of nesting, and the thread a caller
/// happens to be on (a Dispatch worker, a test's thread) may have as little as 512 KB. The
/// stack is only reserved address space; the memory a run uses is what its nesting touches.
enum DeepStack {
  /// 256 MiB: the deepest file the limits let through (`ReviewLimits.syntaxDepth` levels of
  /// tree, `parserNesting` of brackets), parsed and walked by a debug build, whose frames are
  /// several times larger than a release build's, uses a small part of it.
  static let size = 256 << 20

  /// `work`'s result, computed on a thread with `size` of stack.
  static func run<Value>(_ work: @escaping () throws -> Value) throws -> Value {
    let box = ResultBox<Value>(work)
    runOnThreads(1) { box.run() }
    return try box.result()
  }

  /// Runs `body` on `count` threads at once and returns when every one has ended.
  static func runOnThreads(_ count: Int, _ body: @escaping @Sendable () -> Void) {
    let finished = DispatchGroup()
    for _ in 0..<count {
      finished.enter()
      let thread = Thread {
        body()
        finished.leave()
      }
      thread.stackSize = size
      thread.start()
    }
    finished.wait()
  }
}

/// A closure and its result, handed to the thread that runs it and back.
private final class ResultBox<Value>: @unchecked Sendable {
  private let work: () throws -> Value
  private var outcome: Result<Value, any Error>?

  init(_ work: @escaping () throws -> Value) {
    self.work = work
  }

  func run() {
    outcome = Result { try work() }
  }

  func result() throws -> Value {
    // The thread that set it has ended its work (the group's wait orders the two).
    guard let outcome else { preconditionFailure("the work did not run") }
    return try outcome.get()
  }
}
