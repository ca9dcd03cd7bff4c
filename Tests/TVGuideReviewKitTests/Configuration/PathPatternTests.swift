import Testing

@testable import TVGuideReviewKit

/// Globs come from the configuration a pull request can change: they match as `.gitignore`
/// does, in time proportional to the path times the pattern, never by trying every split.
@Suite struct PathPatternTests {
  /// `*a*a…*ab` against a name of `a`s backtracked through every way to split the name.
  @Test(.timeLimit(.minutes(1))) func starsNeverBacktrack() {
    let pattern = PathPattern(String(repeating: "*a", count: 40) + "*b")
    #expect(!pattern.matches(String(repeating: "a", count: 400) + ".swift"))
    #expect(pattern.matches("X/" + String(repeating: "a", count: 40) + "b"))
    #expect(
      PathPattern("*" + String(repeating: "?", count: 70) + "*").matches(String(repeating: "x", count: 80)))
    #expect(!PathPattern(String(repeating: "?", count: 70)).matches(String(repeating: "x", count: 69)))
  }

  /// `**/**/…/x` against a deep path did the same across folders.
  @Test(.timeLimit(.minutes(1))) func globstarsNeverBacktrack() {
    let pattern = PathPattern(String(repeating: "**/", count: 40) + "x")
    let folders = Array(repeating: "d", count: 60).joined(separator: "/")
    #expect(!pattern.matches(folders + "/y.swift"))
    #expect(pattern.matches(folders + "/x"))
    #expect(
      PathPattern(String(repeating: "**/", count: 40) + "d/").matchedFolderCount(folders + "/y.swift") == 1)
  }

  @Test(arguments: [
    ("Sources/**", "Sources/A/B.swift", true), ("**", "A.swift", true), ("A*B", "AxxB", true),
    ("A*B", "AxxC", false), ("a**b", "axxb", true), ("App/*/View/", "App/Home/View/A.swift", true),
    ("App/*/View/", "App/Home/View", false), ("/App/", "App/X.swift", true),
    ("./App/X.swift", "App/X.swift", true),
    ("**/Tests/**", "Tests/A.swift", true), ("é?.swift", "éa.swift", true),
  ])
  func matchesLikeGitignore(pattern: String, path: String, matches: Bool) {
    #expect(PathPattern(pattern).matches(path) == matches)
  }

  @Test func namesTheFoldersItMatched() {
    #expect(PathPattern("Modules/*/Presenter/").matchedFolderCount("Modules/Home/Presenter/P.swift") == 3)
    #expect(PathPattern("Presenter/").matchedFolderCount("Modules/Home/Presenter/P.swift") == 3)
    #expect(PathPattern("Views/").matchedFolderCount("Modules/Home/Presenter/P.swift") == nil)
  }
}
