import SwiftParser
import SwiftSyntax
import Testing

@testable import TVGuideReviewKit

/// Trees the parser builds in a loop, as deep as they are long, are refused before anything
/// walks them recursively: a member chain, an operator chain once folded, an `else if` chain.
@Suite struct SyntaxDepthTests {
  private func depthExceeds(_ limit: Int, _ source: String) -> Bool {
    var parser = Parser(source, maximumNestingLevel: 256)
    return SyntaxDepth.exceeds(limit, in: SourceFileSyntax.parse(from: &parser))
  }

  @Test func chainsAreAsDeepAsTheyAreLong() {
    #expect(depthExceeds(1_000, "let x = a" + String(repeating: ".b", count: 1_000)))
    #expect(!depthExceeds(1_000, "let x = a" + String(repeating: ".b", count: 100)))
    #expect(
      depthExceeds(1_000, "func f() {\n if a {}" + String(repeating: " else if a {}", count: 1_000) + "\n}"))
  }

  /// `1 + 1 + …` is flat as parsed; folding its operators makes it as deep as it is long.
  @Test func operatorSequencesCountAsFolded() {
    #expect(depthExceeds(1_000, "let x = 1" + String(repeating: " + 1", count: 2_000)))
    #expect(!depthExceeds(1_000, "let x = 1" + String(repeating: " + 1", count: 100)))
  }

  @Test func aDeepFileIsRefusedWithItsReason() {
    let source = "let x = a" + String(repeating: ".b", count: 60_000)
    #expect(throws: FileRefusal.nestsTooDeeply(limit: 4_000)) {
      try DeepStack.run {
        try SourceFile.parsed(
          path: "A.swift", source: source, module: nil, moduleIsFolderLayer: false, relativePath: nil,
          folderModule: nil, foldsOperators: true, limits: .standard)
      }
    }
  }
}
