import Foundation
import TVGuideTestSupport
import Testing

/// `tvguide-review --changes BASE`: the architecture at a commit, read through git, against the
/// working tree, as one pull-request comment or as JSON.
@Suite struct ChangesCommandTests {
  private static let presenter = """
    final class HomePresenter {
      let service: NetworkService
      init(service: NetworkService) { self.service = service }
      func load() { service.fetch() }
    }

    """
  private static let service = """
    import Foundation

    final class NetworkService {
      func fetch() { _ = URLSession.shared }
    }

    """
  private static let viewController = """
    import UIKit

    final class HomeViewController: UIViewController {
      let presenter: HomePresenter
      init(presenter: HomePresenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
    }

    """

  /// A repository whose one commit has a screen whose presenter calls the service itself.
  private func repository() async throws -> ReviewProject {
    let project = try ReviewProject([
      "App/HomeViewController.swift": Self.viewController, "App/HomePresenter.swift": Self.presenter,
      "App/NetworkService.swift": Self.service,
    ])
    try await project.commitAll()
    return project
  }

  /// The presenter now asks an interactor, which calls the service.
  private func addInteractor(to project: ReviewProject) throws {
    try project.write(
      "App/HomeInteractor.swift",
      """
      final class HomeInteractor {
        let service: NetworkService
        init(service: NetworkService) { self.service = service }
        func load() { service.fetch() }
      }

      """)
    try project.write(
      "App/HomePresenter.swift",
      """
      final class HomePresenter {
        let interactor: HomeInteractor
        init(interactor: HomeInteractor) { self.interactor = interactor }
        func load() { interactor.load() }
      }

      """)
  }

  @Test func saysWhatTheWorkingTreeChangedAsOneComment() async throws {
    let project = try await repository()
    try addInteractor(to: project)
    let run = try await project.review(["--changes", "HEAD"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output == """
        <!-- tvguide-review: architecture changes -->
        ### Architecture changes since `HEAD`

        - `Home` gains an interactor `HomeInteractor`.
        - New dependency `Interactor` → `Service`: `HomeInteractor → NetworkService`.
        - New dependency `Presenter` → `Interactor`: `HomePresenter → HomeInteractor`.
        - `Presenter` → `Service` no longer used: was `HomePresenter → NetworkService`.
        - Types added: `HomeInteractor` (interactor).

        """)
    // Read through git: the working tree is as the test left it.
    let status = try await project.git(["status", "--porcelain"])
    #expect(status.output == " M App/HomePresenter.swift\n?? App/HomeInteractor.swift\n")
  }

  @Test func anUnchangedTreeIsOneLine() async throws {
    let project = try await repository()
    let run = try await project.review(["--changes", "HEAD"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output == "<!-- tvguide-review: architecture changes -->\nNo architecture changes since `HEAD`.\n")
  }

  @Test func printsJSON() async throws {
    let project = try await repository()
    try addInteractor(to: project)
    try await project.git(["rm", "-q", "App/HomeViewController.swift"])
    let run = try await project.review(["--changes", "HEAD", "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(object["base"] as? String == "HEAD")
    let added = try #require(object["dependenciesAdded"] as? [[String: Any]])
    #expect(
      added.map { "\($0["from"] ?? "")→\($0["to"] ?? "")" } == ["Interactor→Service", "Presenter→Interactor"])
    let removed = try #require(object["dependenciesRemoved"] as? [[String: Any]])
    #expect(
      removed.map { "\($0["from"] ?? "")→\($0["to"] ?? "")" } == ["Presenter→Service", "View→Presenter"])
    let types = try #require(object["typesRemoved"] as? [[String: Any]])
    #expect(types.map { $0["name"] as? String } == ["HomeViewController"])
  }

  /// A commit's tree is a pull request's: a link in it is never followed, a name with a line
  /// break cannot forge a line of the comment, and the ref cannot become an option of git's.
  @Test func aHostileBaseIsReadAsData() async throws {
    let project = try await repository()
    try project.link("App/Secret.swift", to: "/etc/passwd")
    try project.write("App/Line\nBreak.swift", "final class Forged {}\n")
    try await project.git(["add", "-A"])
    try await project.git(["commit", "-qm", "links"])
    try await project.git(["rm", "-q", "App/Secret.swift", "App/Line\nBreak.swift"])
    let run = try await project.review(["--changes", "HEAD"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(!run.output.contains("root:"))
    #expect(run.output.contains("- Types removed: `Forged` (unknown)."), "\(run.output)")
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.allSatisfy { $0.hasPrefix("- ") || $0.hasPrefix("<!--") || $0.hasPrefix("###") || $0.isEmpty })
    let option = try await project.review(["--changes=--output=/tmp/x"])
    #expect(option.status == 2)
    #expect(option.errors.contains("names no commit"), "\(option.errors)")
  }

  @Test func otherFormatsAreRefused() async throws {
    let project = try await repository()
    let run = try await project.review(["--changes", "HEAD", "--format", "sarif"])
    #expect(run.status == 64 || run.status == 2, "\(run.status)")
    #expect(run.errors.contains("--changes prints Markdown"))
  }
}
