import SwiftSyntax

extension Syntax {
  /// The node with the `try` and `await` written around it: `try await x` for `x`.
  var outermostEffect: Syntax {
    var node = self
    while let parent = node.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
      node = parent
    }
    return node
  }
}
