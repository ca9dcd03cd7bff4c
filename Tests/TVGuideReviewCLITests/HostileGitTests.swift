import Foundation
import TVGuideTestSupport
import Testing

/// `--changed-since` on a pull request that tries to hide its changes from the review, or to
/// turn the ref into an option of git's (issue 34): whatever its attributes, names, renames or
/// the user's git settings, every Swift file it changes is reviewed.
@Suite struct HostileGitTests {
  /// A file whose one finding (a strong delegate) is on line 2.
  private static func cell(_ name: String) -> String {
    "final class \(name): UITableViewCell {\n  var delegate: AnyObject?\n}\n"
  }

  /// A repository with one clean commit, then `change` applied and committed.
  private func repository(change: (ReviewProject) async throws -> Void) async throws -> ReviewProject {
    let project = try ReviewProject([
      "App/Base.swift": "struct Base {}\n", "App/Old/Moved.swift": Self.cell("Moved"),
    ])
    try await project.commitAll()
    try await change(project)
    try await project.git(["add", "-A"])
    try await project.git(["commit", "-qm", "change"])
    return project
  }

  private func findings(_ run: ReviewProject.Run) -> [String] {
    run.output.split(separator: "\n").filter { $0.hasSuffix("[weak-delegate]") }.map {
      String($0.prefix { $0 != ":" })
    }
  }

  @Test func attributesThatMarkSwiftAsBinaryHideNothing() async throws {
    let project = try await repository { project in
      try project.write(".gitattributes", "*.swift -diff\n")
      try project.write("App/Cell.swift", Self.cell("Cell"))
    }
    let run = try await project.review(["--changed-since", "HEAD~1", "--changed-lines-only"])
    #expect(findings(run) == ["App/Cell.swift"], "\(run.output)\(run.errors)")
  }

  /// Names git quotes in its patches (non-ASCII letters, quotes, tabs, spaces) are reviewed.
  @Test func namesGitQuotesAreReviewed() async throws {
    let names = ["App/Viéw.swift", "App/Quo\"te.swift", "App/Tab\tName.swift", "App/My File.swift"]
    let project = try await repository { project in
      for (index, name) in names.enumerated() { try project.write(name, Self.cell("Cell\(index)")) }
    }
    let run = try await project.review(["--changed-since", "HEAD~1", "--format", "json"])
    #expect(run.status == 1, "\(run.errors)")
    let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    let files = (object?["findings"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
    #expect(files.sorted() == names.sorted())
  }

  /// `diff.noprefix` and `diff.mnemonicPrefix` in the user's configuration changed the patch's
  /// headers, which paths were once read from.
  @Test(arguments: ["diff.noprefix", "diff.mnemonicPrefix"])
  func theUsersDiffSettingsHideNothing(setting: String) async throws {
    let project = try await repository { project in try project.write("App/Cell.swift", Self.cell("Cell")) }
    try await project.git(["config", "--file", project.gitConfiguration.path, setting, "true"])
    let run = try await project.review(["--changed-since", "HEAD~1", "--changed-lines-only"])
    #expect(findings(run) == ["App/Cell.swift"], "\(run.output)\(run.errors)")
  }

  /// A rename changes no line, yet puts the file's code in another layer's folder.
  @Test func aPureRenameIsReviewedWhole() async throws {
    let project = try await repository { project in
      try FileManager.default.createDirectory(
        atPath: project.path("App/New"), withIntermediateDirectories: true)
      try await project.git(["mv", "App/Old/Moved.swift", "App/New/Moved.swift"])
    }
    let run = try await project.review(["--changed-since", "HEAD~1", "--changed-lines-only"])
    #expect(findings(run) == ["App/New/Moved.swift"], "\(run.output)\(run.errors)")
  }

  /// `--changed-since=--output=FILE` was handed to `git diff` as its option, which truncated FILE.
  @Test func aRefThatLooksLikeAnOptionIsRefused() async throws {
    let project = try await repository { project in try project.write("App/Cell.swift", Self.cell("Cell")) }
    try project.write("kept.txt", "keep me\n")
    let run = try await project.review(["--changed-since=--output=\(project.path("kept.txt"))"])
    #expect(run.status == 2)
    #expect(run.errors.contains("names no commit"), "\(run.errors)")
    #expect(try String(contentsOfFile: project.path("kept.txt"), encoding: .utf8) == "keep me\n")
  }

  /// 1,500 files with CRLF line endings under `*.swift text`: git warns once per file on
  /// standard error while it writes the list, and the review used to read the list first.
  @Test func muchOnStandardErrorDoesNotDeadlock() async throws {
    let project = try ReviewProject(["App/Cell.swift": Self.cell("Cell")])
    for index in 0..<1_500 { try project.write("App/F\(index).swift", "struct F\(index) {}\n") }
    try await project.commitAll()
    try project.write(".gitattributes", "*.swift text\n")
    for index in 0..<1_500 {
      try project.write("App/F\(index).swift", "struct F\(index) {}\r\n// changed\r\n")
    }
    let run = try await project.review(["--changed-since", "HEAD"], seconds: 240)
    #expect(run.status == 0, "\(run.errors.prefix(500))")
    #expect(run.output.hasSuffix("No findings in 1500 files.\n"), "\(run.output.suffix(200))")
  }

  /// A committed link to a file outside the repository is not read, and is said.
  @Test func aChangedLinkOutOfTheRepositoryIsNotRead() async throws {
    let project = try await repository { project in try project.link("App/Secrets.swift", to: "/etc/passwd") }
    let run = try await project.review(["--changed-since", "HEAD~1"])
    #expect(!run.output.contains("root:") && !run.errors.contains("root:"))
    #expect(run.errors.contains("App/Secrets.swift is a symbolic link to a place outside the project"))
    #expect(try await project.review(["--changed-since", "HEAD~1", "--strict"]).status == 1)
  }

  /// A pull request that edits the configuration chooses what is reviewed of it (`excluded:
  /// ["**"]` left every file out, "No findings", exit 0): the review names the edited file in a
  /// note and `--strict` fails on it, as on any file it could not review.
  @Test func aChangedConfigurationIsSaidAndFailsStrict() async throws {
    let project = try await repository { project in
      try project.write(".tvguide-review.yml", "excluded: [\"**\"]\n")
      try project.write("App/Cell.swift", Self.cell("Cell"))
    }
    let run = try await project.review(["--changed-since", "HEAD~1", "--strict"])
    #expect(run.status == 1, "\(run.output)\(run.errors)")
    #expect(run.errors.contains("edits the review's configuration (.tvguide-review.yml)"), "\(run.errors)")
    let unchanged = try await repository { project in try project.write("App/Cell.swift", Self.cell("Cell")) }
    let plain = try await unchanged.review(["--changed-since", "HEAD~1"])
    #expect(!plain.errors.contains("configuration"), "\(plain.errors)")
  }
}
