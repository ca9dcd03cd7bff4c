import Foundation
import TVGuideTestSupport
import Testing

/// What every stage folder holds, and what a stage may take from the finished app.
@Suite struct StageLayoutTests {
  /// What a stage may take from `TVGuideInteractor`: the data source's protocol and errors.
  static let dataSourceTypes: Set = ["ShowDataSource", "ShowDataError"]

  private static func url(_ relative: String) -> URL {
    PackageLayout.root.appendingPathComponent(relative)
  }

  private static func swiftFiles(of stage: Stage) throws -> [URL] {
    let folder = url("\(stage.path)/Sources")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
  }

  @Test(arguments: Stage.all + Stage.variants)
  func everyStageHasItsReadmeReviewSourcesAndTests(stage: Stage) throws {
    for entry in ["README.md", "REVIEW.md", "Sources", "Tests"] {
      #expect(FileManager.default.fileExists(atPath: Self.url("\(stage.path)/\(entry)").path), "\(entry)")
    }
    let readme = try String(contentsOf: Self.url("\(stage.path)/README.md"), encoding: .utf8)
    #expect(readme.contains("swift run \(stage.executable)"))
    if Stage.all.contains(where: { $0.folder == stage.folder }) {
      #expect(readme.contains("scripts/stage-diff \(stage.number)"), "the step as one pull request")
    }
    #expect(readme.contains("swift run tvguide-review \(stage.path)"), "the step's outstanding review")
  }

  /// Who holds whom, drawn from the source (`scripts/ownership-diagram`), is in the README,
  /// and the stage has an exercise with its checks, hints, reference solution and wrong solutions.
  @Test(arguments: Stage.all + Stage.variants)
  func everyStageShowsItsDiagramAndHasAnExercise(stage: Stage) throws {
    let readme = try String(contentsOf: Self.url("\(stage.path)/README.md"), encoding: .utf8)
    #expect(readme.contains("](ownership.svg)"))
    #expect(FileManager.default.fileExists(atPath: Self.url("\(stage.path)/ownership.svg").path))
    for entry in ["README.md", "HINTS.md", "solution.patch", "wrong", "Tests"] {
      let path = Self.url("Stages/Exercises/\(stage.folder)/\(entry)").path
      #expect(FileManager.default.fileExists(atPath: path), "\(path)")
    }
  }

  /// A variant is one step from stage 1, not from stage 6: its README gives that step's diff.
  @Test(arguments: Stage.variants)
  func aVariantsReadmeGivesItsStepFromStageOne(stage: Stage) throws {
    let readme = try String(contentsOf: Self.url("\(stage.path)/README.md"), encoding: .utf8)
    #expect(readme.contains("diff -ruN \(Stage.all[0].path)/Sources \(stage.path)/Sources"))
  }

  /// A variant takes stage 2's formatting helpers as they are, so its step from stage 1
  /// extracts what stage 2's does, and a fix to one helper cannot miss the variants.
  @Test(arguments: Stage.variants)
  func aVariantsFormattingHelpersAreStageTwos(stage: Stage) throws {
    let helpers = [
      "CalendarDateFormatter", "DetailField", "ErrorMessageFormatter", "HTMLPlainTextWriter",
      "HTMLSummaryFormatter", "ListFormatter", "RatingFormatter", "RuntimeFormatter", "ScheduleFormatter",
      "ShowRow", "ShowRowMapper", "StatusFormatter", "TerminalTextSanitizer",
    ]
    for helper in helpers {
      let original = try String(
        contentsOf: Self.url("\(Stage.all[1].path)/Sources/\(helper).swift"), encoding: .utf8)
      let copy = try String(contentsOf: Self.url("\(stage.path)/Sources/\(helper).swift"), encoding: .utf8)
      #expect(copy == original, "\(stage.path)/Sources/\(helper).swift is not stage 2's")
    }
  }

  /// A stage writes its own formatting and architecture: it imports nothing of the finished
  /// app's presentation, navigation or assembly, and from the interactor target only what data
  /// sources speak.
  @Test(arguments: Stage.all + Stage.variants)
  func aStageTakesOnlyTheDataSourceFromTheApp(stage: Stage) throws {
    for file in try Self.swiftFiles(of: stage) {
      let imports = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        .filter { $0.hasPrefix("import ") }
      for line in imports {
        let words = line.split(separator: " ").map(String.init)
        let path = words.last?.split(separator: ".").map(String.init) ?? []
        switch path.first {
        case "TVGuideInteractor":
          #expect(
            path.count == 2 && Self.dataSourceTypes.contains(path[1]), "\(file.lastPathComponent): \(line)")
        case "TVGuidePresenter", "TVGuideView", "TVGuideRouter", "TVGuideBuilder", "TVGuideTVMaze",
          "TVGuideStore":
          Issue.record("\(file.lastPathComponent) imports \(line)")
        default:
          break
        }
      }
    }
  }

  @Test(arguments: Stage.all + Stage.variants)
  func everyFileHoldsTheTypeItIsNamedAfter(stage: Stage) throws {
    for file in try Self.swiftFiles(of: stage) {
      let name = file.deletingPathExtension().lastPathComponent
      let source = try String(contentsOf: file, encoding: .utf8)
      let declares = ["class", "struct", "enum", "protocol"].contains { source.contains("\($0) \(name)") }
      #expect(declares, "\(stage.path)/Sources/\(name).swift")
    }
  }
}
