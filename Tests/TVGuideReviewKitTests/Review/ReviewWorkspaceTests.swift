import Foundation
import Testing

@testable import TVGuideReviewKit

@Suite struct ReviewWorkspaceTests {
  private func package() throws -> TemporaryPackage {
    try TemporaryPackage([
      "Package.swift": """
      let package = Package(
        name: "Demo",
        targets: [
          .target(name: "Kit"),
          .target(name: "Screens", dependencies: ["Kit", .product(name: "GRDB", package: "GRDB.swift")]),
          .target(name: "Unrelated"),
        ]
      )
      """,
      "Sources/Kit/TextViewController.swift": "open class TextViewController: UIViewController {}\n",
      "Sources/Screens/ShowsViewController.swift": "final class ShowsViewController: TextViewController {}\n",
      "Sources/Unrelated/Other.swift": "struct Other {}\n",
      "Scripts/Tool.swift": "struct Tool {}\n",
    ])
  }

  private func indexedNames(reviewing path: String) throws -> [String] {
    let workspace = try ReviewWorkspace(path: path)
    return try workspace.indexedFiles(reviewed: workspace.reviewedFiles())
      .map { URL(fileURLWithPath: $0.path).lastPathComponent }
  }

  @Test func aTargetIsIndexedWithTheTargetsItDependsOnOnly() throws {
    let package = try package()
    #expect(
      try indexedNames(reviewing: package.path("Sources/Screens"))
        == ["ShowsViewController.swift", "TextViewController.swift"])
  }

  @Test func aFileOutsideEveryTargetSeesTheWholePackage() throws {
    let package = try package()
    #expect(
      try indexedNames(reviewing: package.path("Scripts")).sorted()
        == [
          "Other.swift", "Package.swift", "ShowsViewController.swift", "TextViewController.swift",
          "Tool.swift",
        ])
  }

  @Test func aDependencyStillTellsWhatAReviewedTypeIs() throws {
    let package = try package()
    let workspace = try ReviewWorkspace(path: package.path("Sources/Screens"))
    let context = ReviewContext(files: try workspace.indexedFiles(reviewed: workspace.reviewedFiles()))
    let role = try #require(context.roles.assignment(of: "ShowsViewController", from: "Screens"))
    #expect(role.role == .viewController)
    #expect(role.explanation.contains("subclass of UIViewController (through TextViewController)"))
  }
}
