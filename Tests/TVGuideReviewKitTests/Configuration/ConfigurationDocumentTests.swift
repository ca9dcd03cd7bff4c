import Testing

@testable import TVGuideReviewKit

/// What is wrong in a `.tvguide-review.yml` is one sentence that starts with its line and
/// column; a key no setting has is an error naming the closest one; a document of comments
/// only is an empty configuration.
@Suite struct ConfigurationDocumentTests {
  private func problem(_ text: String) -> String? {
    do {
      _ = try ReviewConfiguration(yaml: text)
      return nil
    } catch {
      return ReviewConfiguration.sentence(error)
    }
  }

  @Test func yamlErrorsSayTheLineAndColumn() {
    let sentence = problem("rules:\n  weak-delegate: error\n   bad: indent\n")
    #expect(sentence?.hasPrefix("line 3, column ") == true, "\(sentence ?? "")")
    #expect(sentence?.contains("JSON") == false)
  }

  @Test(arguments: [
    ("exclude: [Pods/]\n", "line 1, column 1: `exclude` is not a setting; did you mean `excluded`"),
    ("review_test: true\n", "line 1, column 1: `review_test` is not a setting; did you mean `review_tests`"),
    (
      "layers:\n  ordr: [[A]]\n",
      "line 2, column 3: `ordr` is not a setting of `layers`; did you mean `order`"
    ),
    (
      "layers:\n  order: [[A]]\n  side_modules: [{module: M, usable_fro: A}]\n",
      "line 3, column 30: `usable_fro` is not a setting of `layers.side_modules`; did you mean `usable_from`"
    ),
    ("colour: red\n", "line 1, column 1: `colour` is not a setting; the settings are `included`"),
  ])
  func unknownKeysAreErrorsNamingTheClosestSetting(text: String, sentence: String) {
    #expect(problem(text)?.hasPrefix(sentence) == true, "\(problem(text) ?? "")")
  }

  @Test func valuesOfTheWrongKindSayWhere() {
    #expect(
      problem("rules: [weak-delegate]\n") == "line 1, column 8: `rules` should be a mapping of keys to values"
    )
    #expect(
      problem("included:\n  - [a]\n")?.hasPrefix("line 2, column 5: `included[0]` should be a string") == true
    )
  }

  @Test(arguments: ["", "# nothing yet\n", "---\n# still nothing\n", "\n\n"])
  func emptyDocumentsAreTheDefaults(text: String) throws {
    let configuration = try ReviewConfiguration(yaml: text)
    #expect(configuration.excluded.isEmpty && configuration.layers == nil)
  }

  @Test func billionLaughsAndDeepNestingAreRefusedUnread() {
    var laughs = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...8 {
      laughs +=
        "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
        + "]\n"
    }
    #expect(problem(laughs + "excluded: *a8\n")?.contains("more than 100000 values") == true)
    let deep =
      "excluded: " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + "\n"
    #expect(problem(deep)?.contains("nests deeper than the 1000 levels") == true)
  }

  @Test func overlongPatternsAreRefused() {
    let long = String(repeating: "a", count: 2_000)
    #expect(
      problem("excluded: [\(long)]\n")?.contains("longer than the 1024 characters a pattern may be") == true)
  }
}
