import Foundation
import TVGuideReviewRules
import TVGuideTestSupport
import Testing

/// The public model a team writes its rules on: files, types, roles, layers, imports, who
/// holds whom, calls, screen modules, and violations that read like findings.
@Suite struct ArchitectureReviewTests {
  private static let files = [
    "App/Home/HomeViewController.swift": """
    import UIKit

    final class HomeViewController: UIViewController {
      var presenter: HomePresenter?
      func viewDidLoad() { presenter?.viewDidLoad() }
    }

    """,
    "App/Home/HomePresenter.swift": """
    import UIKit

    final class HomePresenter {
      var view: HomeViewController?
      let service = NetworkService()
      func viewDidLoad() { service.fetch() }
    }

    """,
    "App/Services/NetworkService.swift": """
    import Foundation

    final class NetworkService {
      func fetch() { _ = URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")) }
    }

    """,
  ]

  /// The model is read whole, so the folder can go when it is made.
  private func review() async throws -> ArchitectureReview {
    let package = try TemporaryPackage(Self.files)
    let root = package.path()
    return try await offThePool { try ArchitectureReview(paths: [root], projectRoot: root) }
  }

  @Test func modelsTypesRolesLayersImportsAndCalls() async throws {
    let review = try await review()
    #expect(review.files.map(\.path).sorted() == Self.files.keys.sorted())
    let presenter = try #require(review.type(named: "HomePresenter"))
    #expect(presenter.role == .presenter)
    #expect(presenter.layer == "Presenter")
    #expect(presenter.imports("UIKit") && !presenter.imports("SwiftUI"))
    #expect(presenter.calls("NetworkService") && presenter.calls(role: .dataService))
    #expect(presenter.creates(role: .dataService))
    #expect((presenter.file, presenter.line, presenter.column) == ("App/Home/HomePresenter.swift", 3, 13))
    #expect(review.types(withRole: .viewController).map(\.name) == ["HomeViewController"])
    #expect(
      review.layerDependencies[LayerDependency(from: "Presenter", to: "Service")] == [
        "HomePresenter → NetworkService"
      ])
    let module = try #require(review.module(named: "Home"))
    #expect(module.isScreen && module.has(.presenter) && !module.has(.router))
  }

  /// With an order of modules, a call written in an extension in another module is that
  /// module's use: the store extends the domain's `ShowDataError` and calls its own
  /// `StoreErrorTranslator` there, which is no use of the store by the interactor layer.
  @Test func aCallInAnotherModulesExtensionIsThatModulesUse() async throws {
    let root = RepositoryLayout.root.path
    let paths = ["Sources/TVGuideInteractor", "Sources/TVGuideStore"].map(RepositoryLayout.path)
    let review = try await offThePool { try ArchitectureReview(paths: paths, projectRoot: root) }
    #expect(review.type(named: "StoreErrorTranslator")?.layer == "TVGuideStore")
    #expect(review.layerDependencies[LayerDependency(from: "TVGuideInteractor", to: "TVGuideStore")] == nil)
  }

  /// The view holds its presenter and the presenter its view, both strongly: a loop.
  @Test func findsOwnershipCycles() async throws {
    let review = try await review()
    #expect(review.ownershipCycles == [["HomePresenter", "HomeViewController"]])
    #expect(try #require(review.type(named: "HomePresenter")).holds("HomeViewController", .strong))
  }

  @Test func violationsReadLikeFindings() async throws {
    let review = try await review()
    let violations = review.violations(
      of: "no-uikit-in-presenters", "a presenter never imports UIKit", review.types(withRole: .presenter)
    ) { !$0.imports("UIKit") }
    #expect(
      violations.map(\.description) == [
        "App/Home/HomePresenter.swift:3:13: error: a presenter never imports UIKit: `HomePresenter` [no-uikit-in-presenters]"
      ])
    #expect(
      review.violations(of: "screens-route", "a screen has a router", review.modules) { $0.has(.router) }
        .count == 1)
  }

  /// `expect` records each violation as an issue of the test that checks the rule.
  @Test func expectRecordsAnIssuePerViolation() async throws {
    let review = try await review()
    withKnownIssue {
      review.expect("screens-route", "a screen has a router", review.modules) { $0.has(.router) }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("error: a screen has a router: module `Home` [screens-route]")
      }
        && issue.sourceLocation?.line == 3
    }
    let kept = review.expect("screens-present", "a screen has a presenter", review.modules) {
      $0.has(.presenter)
    }
    #expect(kept.isEmpty)
  }
}
