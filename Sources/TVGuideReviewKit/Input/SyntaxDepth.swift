@_spi(RawSyntax) import SwiftSyntax

/// How deep a parsed file nests, measured without recursion before anything else walks it.
///
/// The parser bounds brackets, braces and `#if`s, not the shapes it builds in a loop: a chain
/// of 60,000 member accesses, 7,000 `else if`s or 10,000 `try`s is a tree as deep, and every
/// walk of the review (swift-syntax's visitors, the operator folding, the rules' helpers)
/// recurses once per level, which overflowed the stack (issue 34). A file deeper than the
/// review's limit is skipped and reported instead.
///
/// The walk reads the raw tree (swift-syntax's `RawSyntax`): a walk of `Syntax` nodes keeps
/// every node it makes until the tree goes, which cost a fifth more memory than the parse.
enum SyntaxDepth {
  /// Whether `root` nests deeper than `limit`, counting for each operator sequence the levels
  /// folding it will add (`1 + 1 + … + 1` is flat as parsed, as deep as it is long folded).
  static func exceeds(_ limit: Int, in root: some SyntaxProtocol) -> Bool {
    var pending: [(node: RawSyntax, depth: Int)] = [(root.raw, 1)]
    while let (node, depth) = pending.popLast() {
      if depth > limit { return true }
      guard let layout = node.layoutView else { continue }
      var below = depth + 1
      if node.kind == .sequenceExpr,
        let elements = layout.children.first(where: { $0?.kind == .exprList }) ?? nil
      {
        below += (elements.layoutView?.children.count ?? 0) / 2
      }
      for case let child? in layout.children where !child.isToken {
        pending.append((child, below))
      }
    }
    return false
  }
}
