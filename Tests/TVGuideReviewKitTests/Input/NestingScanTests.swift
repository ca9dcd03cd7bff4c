import Foundation
import TVGuideTestSupport
import Testing

@testable import TVGuideReviewKit

/// The scan that refuses, before parsing, the shapes swift-syntax's parser is exponential,
/// quadratic or unboundedly deep on, and lets code people write through.
@Suite struct NestingScanTests {
  @Test func measuresEachShape() {
    #expect(NestingScan("let x = [[[ /* c */ [\n1]]]]").squareBracketRun == 4)
    #expect(NestingScan("let x = [a, [b, [c]]]").squareBracketRun == 1)
    #expect(NestingScan("let x: A<B<C<D>>>").angleBracketDepth == 3)
    #expect(NestingScan("if a<b { }\nif c<d { }\nlet e = f<g && h<i").angleBracketDepth == 1)
    #expect(NestingScan("let x = a < b, c < d ? e < f : g").angleBracketDepth == 3)
    #expect(NestingScan("#if A\n#if B\n#endif\n#endif\n#if C\n#endif").conditionalBlockDepth == 2)
    #expect(NestingScan(#"let x = "\("\("a")")""#).interpolationDepth == 3)
    #expect(NestingScan("_ = try await try? g()").chain == 3)
    #expect(NestingScan("let f: A -> B -> C -> D").chain == 3)
    #expect(NestingScan("let x = a ? b ? c : d : e").chain == 2)
  }

  /// An `if` inside a branch does not end the chain of `else if`s around it.
  @Test func countsElseIfChainsThroughNestedStatements() {
    let chain =
      "func f() {\n  if a {}" + String(repeating: " else if a { if b {} else {} }", count: 50) + "\n}"
    #expect(NestingScan(chain).chain == 50)
    #expect(NestingScan("if a {} else if b {}\nif c {} else if d {}").chain == 1)
  }

  /// Brackets in strings, comments and regex literals are text, not code.
  @Test func literalsAndCommentsDoNotCount() {
    let text = """
      let a = "[[[[[[[[[[[[[[[[ \\("[[[[[[[[[[[[[[[[")"
      let b = #"[[[[[[[[[[[[[[[[ \\("#
      let c = \"\"\"
        #if A
        [[[[[[[[[[[[[[[[
        \"\"\"
      // [[[[[[[[[[[[[[[[[[[[
      /* [[[[[[[[[[[[[[[[[[[[ /* nested */ [[[[[[[[[[[[[ */
      let d = /[[[[[[[[[[[[[[[[[[[]/
      let e = #/[[[[[[[[[[[[[[[[[[[[
        /#
      """
    let scan = NestingScan(text)
    #expect(scan.squareBracketRun == 0 && scan.conditionalBlockDepth == 0 && scan.interpolationDepth == 2)
  }

  /// Every file of this repository's app, stages and tests is let through with room to spare.
  @Test func codePeopleWriteIsLetThrough() throws {
    let roots = ["Sources", "Stages", "Tests"].map { PackageLayout.root.appendingPathComponent($0) }
    var checked = 0
    for root in roots {
      let files =
        FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
      for file in files {
        let scan = NestingScan(try String(contentsOf: file, encoding: .utf8))
        #expect(scan.refusal(chainLimit: 100) == nil, "\(file.path)")
        #expect(scan.squareBracketRun <= 4 && scan.angleBracketDepth <= 8, "\(file.path)")
        checked += 1
      }
    }
    #expect(checked > 500)
  }

  @Test func refusesEachShapePastItsLimit() {
    let refusals = [
      "let x = " + String(repeating: "[", count: 13) + "1" + String(repeating: "]", count: 13),
      "let x: " + String(repeating: "A<", count: 65) + "B" + String(repeating: ">", count: 65),
      "let x = a" + String(repeating: " < a", count: 65),
      String(repeating: "#if A\n", count: 65) + String(repeating: "#endif\n", count: 65),
      "let x = " + String(repeating: "\"\\(", count: 17) + "1" + String(repeating: ")\"", count: 17),
      "_ = " + String(repeating: "try ", count: 101) + "g()",
    ].map { NestingScan($0).refusal(chainLimit: 100) }
    #expect(refusals.allSatisfy { $0 != nil })
    #expect(
      refusals.first??.reason == "nests 13 `[` directly inside each other, more than the 12 the review parses"
    )
  }
}
