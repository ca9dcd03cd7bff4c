import Foundation
import Testing

@testable import TVGuideReviewKit

/// Xcode templates are patterns code is generated from, not the app's code: left out of the
/// review and the index by default, like test code, unless the configuration asks for them.
@Suite struct TemplateCodeTests {
  private func project(configuration: String = "") throws -> TemporaryPackage {
    try TemporaryPackage([
      "App.xcodeproj/project.pbxproj": "",
      ".tvguide-review.yml": configuration,
      "App/Pond/PondViewController.swift": "final class PondViewController: UIViewController {}\n",
      "Templates/VIPER.xctemplate/Module/___FILEBASENAME___Router.swift":
        "final class ___FILEBASENAME___Router {}\n",
      "Generator/___VARIABLE_moduleName___Presenter.swift":
        "final class ___VARIABLE_moduleName___Presenter {}\n",
    ])
  }

  private func names(reviewing path: String) throws -> (reviewed: [String], indexed: [String]) {
    let workspace = try ReviewWorkspace(path: path)
    let reviewed = try workspace.reviewedFiles()
    let indexed = try workspace.indexedFiles(reviewed: reviewed)
    let name = { (file: SourceFile) in URL(fileURLWithPath: file.path).lastPathComponent }
    return (reviewed.map(name), indexed.map(name).sorted())
  }

  @Test func templatesAreLeftOutByDefault() throws {
    let project = try project()
    let found = try names(reviewing: project.path())
    #expect(found.reviewed == ["PondViewController.swift"])
    #expect(found.indexed == ["PondViewController.swift"])
  }

  @Test func theConfigurationCanReviewTemplates() throws {
    let project = try project(configuration: "review_templates: true\n")
    let found = try names(reviewing: project.path())
    #expect(
      found.reviewed.sorted() == [
        "PondViewController.swift", "___FILEBASENAME___Router.swift",
        "___VARIABLE_moduleName___Presenter.swift",
      ])
  }

  @Test(arguments: [
    ("Templates/VIPER.xctemplate/Module/Router.swift", true),
    ("Generator/___FILEBASENAME___View.swift", true),
    ("App/Pond/Pond__Helper.swift", false),
    ("App/xctemplate/Pond.swift", false),
  ])
  func aTemplateIsKnownByItsFolderOrPlaceholder(path: String, isTemplate: Bool) {
    #expect(TemplateCode.isTemplate(path) == isTemplate)
  }
}
