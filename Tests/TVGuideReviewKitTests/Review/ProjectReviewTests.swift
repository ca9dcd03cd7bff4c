import Foundation
import TVGuideReviewKit
import TVGuideTestSupport
import Testing

/// A project reviewed as a whole or in parts, quieted where its authors say, and organised by
/// folders rather than modules.
@Suite struct ProjectReviewTests {
  /// An Xcode-style app: no package, a base class outside the reviewed folder, layers as folders.
  private func app(configuration: String = "") throws -> TemporaryPackage {
    try TemporaryPackage([
      "App.xcodeproj/project.pbxproj": "// not read\n",
      ".tvguide-review.yml": configuration,
      "App/Base/BaseController.swift": "class BaseController: UIViewController {}\n",
      "App/Home/HomeController.swift": """
      final class HomeController: BaseController {
        func load() { NetworkManager.shared.fetch() }
      }
      """,
      "App/Home/HomeCell.swift": """
      final class HomeCell: UITableViewCell {
        var delegate: HomeCellDelegate?
      }
      protocol HomeCellDelegate: AnyObject {}
      """,
    ])
  }

  private func lines(_ report: ReviewReport) -> [String] {
    report.findings.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line) \($0.ruleID)" }
  }

  /// A base class outside the folder still makes `HomeController` a view controller.
  @Test func aFolderGetsTheSameFindingsAsTheWholeProject() async throws {
    let app = try app()
    let folder = try await offThePool { try Reviewer().review(path: app.path("App/Home")) }
    let whole = try await offThePool { try Reviewer().review(path: app.path()) }
    let several = try await offThePool {
      try Reviewer().review(paths: [
        app.path("App/Home/HomeController.swift"), app.path("App/Home/HomeCell.swift"),
      ])
    }
    #expect(lines(folder) == ["HomeCell.swift:2 weak-delegate", "HomeController.swift:2 view-does-work"])
    #expect(lines(whole) == lines(folder))
    #expect(lines(several) == lines(folder))
  }

  @Test func aFileThatIsNotUTF8IsSkippedWithANote() async throws {
    let app = try app()
    try Data([0x63, 0x6C, 0xFF, 0xFE, 0x0A]).write(
      to: URL(fileURLWithPath: app.path("App/Home/Latin1.swift")))
    let report = try await offThePool { try Reviewer().review(path: app.path("App/Home")) }
    #expect(report.fileCount == 2)
    #expect(report.notes.contains { $0.contains("Latin1.swift is not UTF-8 text; it was skipped.") })
    #expect(lines(report).count == 2)
  }

  @Test func folderLayersLetLayerDirectionRunOnAnXcodeProject() async throws {
    let project = try TemporaryPackage([
      "Shop.xcodeproj/project.pbxproj": "",
      ".tvguide-review.yml": """
      layers:
        order: [[Entity], [Presenter], [View]]
        folders:
          "Shop/Entities/": Entity
          "Shop/Presenters/": Presenter
          "Shop/Views/": View
      """,
      "Shop/Entities/Product.swift": "struct Product { var presenter: CartPresenter? }\n",
      "Shop/Presenters/CartPresenter.swift": "final class CartPresenter { var products: [Product] = [] }\n",
      "Shop/Views/CartView.swift": "final class CartView { let presenter: CartPresenter }\n",
    ])
    let report = try await offThePool { try Reviewer().review(path: project.path()) }
    #expect(lines(report) == ["Product.swift:1 layer-direction"])
    #expect(report.findings.first?.message.contains("Entity depends on Presenter") == true)
    #expect(report.notes.isEmpty)
  }

  @Test func theConfigurationTurnsRulesOffSetsSeverityAndExcludesFiles() async throws {
    let app = try app(
      configuration: """
        excluded: ["App/Home/HomeCell.swift"]
        rules:
          view-does-work: error
          weak-delegate: off
        """)
    try Data("protocol GeneratedDelegate {}\n".utf8).write(
      to: URL(fileURLWithPath: app.path("App/Home/Assets.generated.swift")))
    let report = try await offThePool { try Reviewer().review(path: app.path("App")) }
    #expect(lines(report) == ["HomeController.swift:2 view-does-work"])
    #expect(report.findings.first?.severity == .error)
  }

  @Test func aBadConfigurationIsOneSentence() async throws {
    let app = try app(configuration: "rules: {no-such-rule: off}\n")
    #expect(throws: ReviewError.self) { try Reviewer().review(path: app.path()) }
  }

  @Test func aSuppressionWithAReasonSilencesItsLineAndIsKept() async throws {
    let project = try TemporaryPackage([
      ".git/HEAD": "",
      "Cell.swift": """
      final class HomeCell: UITableViewCell {
        // tvguide-review:disable:next weak-delegate — the table owns this delegate
        var delegate: HomeCellDelegate?
        var other: HomeCellDelegate?  // tvguide-review:disable:this weak-delegate
        var third: HomeCellDelegate?
      }
      protocol HomeCellDelegate: AnyObject {}
      """,
    ])
    let report = try await offThePool { try Reviewer().review(path: project.path()) }
    #expect(lines(report) == ["Cell.swift:4 weak-delegate", "Cell.swift:5 weak-delegate"])
    #expect(report.suppressed.map(\.reason) == ["the table owns this delegate"])
    #expect(
      report.notes.contains {
        $0.contains("Cell.swift:4: the suppression of `weak-delegate` gives no reason")
      })
  }

  /// Kind 7: a colon after the rule id separates the reason, as `—` and `-` do.
  @Test func aSuppressionWithAColonAfterTheRuleSilencesIt() async throws {
    let project = try TemporaryPackage([
      ".git/HEAD": "",
      "Presenter.swift": """
      final class SeedPresenter {
        var onDone: (() -> Void)?
        func start() {
          // tvguide-review:disable:next strong-self-capture: the router clears it on dismissal
          onDone = { self.finish() }
          onDone = { self.finish() }  // tvguide-review:disable:this strong-self-capture:also cleared
        }
      }
      """,
    ])
    let report = try await offThePool { try Reviewer().review(path: project.path()) }
    #expect(report.findings.isEmpty)
    #expect(report.suppressed.map(\.reason) == ["the router clears it on dismissal", "also cleared"])
    #expect(report.notes.filter { $0.contains("names no known rule") }.isEmpty)
  }

  @Test func aBaselineHidesTheFindingsItHoldsOnly() async throws {
    let app = try app()
    let first = try await offThePool { try Reviewer().review(path: app.path()) }
    var baseline = Baseline(findings: first.findings)
    baseline.findings.removeAll { $0.rule == "weak-delegate" }
    let filtered = baseline.filtering(first)
    #expect(lines(filtered) == ["HomeCell.swift:2 weak-delegate"])
    #expect(filtered.baselineCount == 1)
  }

  /// Test doubles are no layer of the app and keep nothing alive in it: test folders and
  /// files importing a test framework are left out, unless asked for by name or the project
  /// sets `review_tests: true`.
  @Test func testCodeIsLeftOutUnlessAskedFor() async throws {
    func double(_ name: String) -> String {
      "final class \(name): UITableViewCell {\n  var delegate: AnyObject?\n}\n"
    }
    let app = try TemporaryPackage([
      "App.xcodeproj/project.pbxproj": "",
      "App/Home/HomeCell.swift": double("HomeCell"),
      "AppTests/FakeCell.swift": double("FakeCell"),
      "App/Mocks/MockCell.swift": double("MockCell"),
      "App/Home/HomeSpec.swift": "import XCTest\n" + double("SpecCell"),
    ])
    let whole = try await offThePool { try Reviewer().review(path: app.path()) }
    #expect(lines(whole) == ["HomeCell.swift:2 weak-delegate"])
    let named = try await offThePool {
      try Reviewer().review(paths: [app.path("App/Home/HomeSpec.swift"), app.path("AppTests")])
    }
    #expect(lines(named) == ["HomeSpec.swift:3 weak-delegate", "FakeCell.swift:2 weak-delegate"])
    try "review_tests: true\n".write(
      toFile: app.path(".tvguide-review.yml"), atomically: true, encoding: .utf8)
    let all = try await offThePool { try Reviewer().review(path: app.path()) }
    #expect(all.findings.count == 4)
  }

  @Test func defaultExcludesLeaveGeneratedAndVendoredCodeOut() {
    let configuration = ReviewConfiguration()
    #expect(!configuration.isIncluded("App/R.generated.swift"))
    #expect(!configuration.isIncluded("App/Strings.generated.swift"))
    #expect(!configuration.isIncluded("Pods/Alamofire/Session.swift"))
    #expect(!configuration.isIncluded("Carthage/Checkouts/X.swift"))
    #expect(configuration.isIncluded("App/Home/HomeController.swift"))
  }

  @Test(arguments: [
    ("Sources/**", "Sources/A/B.swift", true), ("Sources/**", "Tests/A.swift", false),
    ("*.swift", "A/B/C.swift", true), ("App/Entities/", "App/Entities/Show.swift", true),
    ("App/Entities/", "App/EntitiesX/Show.swift", false), ("**/Fixtures/", "Tests/X/Fixtures/A.swift", true),
    ("App/*/View?.swift", "App/Home/View1.swift", true),
  ])
  func pathPatternsMatchLikeGitignore(pattern: String, path: String, matches: Bool) {
    #expect(PathPattern(pattern).matches(path) == matches)
  }
}
