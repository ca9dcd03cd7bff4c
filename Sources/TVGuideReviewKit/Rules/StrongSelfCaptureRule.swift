import SwiftSyntax

/// `strong-self-capture`: a closure that the object keeps (in a property, in a stored task,
/// in a `lazy var`) captures `self` strongly, so the object and the closure keep each other
/// alive. Closures the object does not keep (`map`, a `Task` nobody stores, a network
/// callback) end on their own and are left alone.
public struct StrongSelfCaptureRule: ReviewRule {
  public let id = "strong-self-capture"
  public let severity = Severity.error
  public let summary = "A closure the object keeps captures self strongly: a retain cycle."

  public init() {}

  public func findings(in file: SourceFile, context: ReviewContext) -> [Finding] {
    NodeCollector.all(ClosureExprSyntax.self, in: file.syntax).compactMap { closure in
      guard closure.capturesSelfStrongly,
        let scope = TypeScope.enclosing(closure, in: file, context: context), scope.mayBeReference,
        let keeper = ClosureKeeper(closure, scope: scope, file: file, context: context)
      else { return nil }
      return finding(at: closure, in: file, keeper.message)
    }
  }
}
