import Foundation
import TVGuideTestSupport
import Testing

/// The configuration and the baseline a pull request can change or point elsewhere (issue 34):
/// what is wrong in them is one sentence that says where, a baseline is never written through
/// a link nor read when it is no file, and one baseline written from any folder, by several
/// runs at once, stays whole and matches.
@Suite struct HostileSettingsTests {
  private static let cell = "final class Cell: UITableViewCell {\n  var delegate: AnyObject?\n}\n"

  private func project(configuration: String? = nil) throws -> ReviewProject {
    var files = ["App.xcodeproj/project.pbxproj": "", "App/Cell.swift": Self.cell]
    if let configuration { files[".tvguide-review.yml"] = configuration }
    return try ReviewProject(files)
  }

  @Test(arguments: [
    ("excluded: [Pods/\nrules: {}\n", "line 2, column 6: "),
    ("rules:\n  weak-delegate: error\n   bad: indent\n", "line 3, column "),
    ("exclude: [Pods/]\n", "line 1, column 1: `exclude` is not a setting; did you mean `excluded`"),
    (
      "layers:\n  order: [[A]]\n  side_module: []\n",
      "line 3, column 3: `side_module` is not a setting of `layers`"
    ),
    ("rules: [weak-delegate]\n", "line 1, column 8: `rules` should be a mapping of keys to values"),
  ])
  func configurationMistakesSayWhere(text: String, sentence: String) async throws {
    let project = try project(configuration: text)
    let run = try await project.review(["App"])
    #expect(run.status == 2)
    #expect(
      run.errors.hasPrefix(
        "tvguide-review: The configuration in \(project.path(".tvguide-review.yml")) is not valid: \(sentence)"
      ), "\(run.errors)")
    #expect(!run.errors.contains("JSON"))
  }

  @Test func aConfigurationOfCommentsOnlyIsAnEmptyOne() async throws {
    let run = try await project(configuration: "# nothing to configure yet\n").review(["App"])
    #expect(run.status == 1, "\(run.errors)")
  }

  /// A folder, a FIFO or a link to `/dev/zero` in the configuration's place was taken for no
  /// configuration at all; the FIFO would hang any reader.
  @Test(arguments: ["folder", "fifo", "zero"])
  func aConfigurationThatIsNoFileIsAnError(kind: String) async throws {
    let project = try project()
    let path = project.path(".tvguide-review.yml")
    switch kind {
    case "folder": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    case "fifo": #expect(mkfifo(path, 0o644) == 0)
    default: try project.link(".tvguide-review.yml", to: "/dev/zero")
    }
    let run = try await project.review(["App"], seconds: 60)
    #expect(run.status == 2)
    let reasons = [
      "folder": "it is a folder, not a regular file",
      "fifo": "it is a FIFO, not a regular file",
      "zero": "it is a symbolic link to a place outside the project",
    ]
    #expect(
      run.errors.contains("The configuration in \(path) is not valid: \(reasons[kind] ?? "")"),
      "\(run.errors)")
  }

  @Test func aBaselineThatIsADeviceOrHugeIsRefusedUnread() async throws {
    let project = try project()
    let zero = try await project.review(["App", "--baseline", "/dev/zero"], seconds: 60)
    #expect(zero.status == 2)
    #expect(
      zero.errors.contains(
        "The baseline /dev/zero cannot be read: it is a character device, not a regular file."))
    #expect(FileManager.default.createFile(atPath: project.path("huge.json"), contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: project.path("huge.json")))
    try handle.truncate(atOffset: 1 << 30)
    try handle.close()
    let huge = try await project.review(
      ["App", "--baseline", project.path("huge.json")], memoryLimit: 4 << 20)
    #expect(huge.status == 2)
    #expect(huge.errors.contains("it is 1024 MB, larger than the 16 MB the review reads"), "\(huge.errors)")
  }

  /// A committed `baseline.json -> ~/.ssh/authorized_keys` once had its target overwritten.
  @Test func aBaselineIsNeverWrittenThroughALink() async throws {
    let project = try project()
    let target = project.root.deletingLastPathComponent().appendingPathComponent("target.txt")
    try Data("precious\n".utf8).write(to: target)
    try project.link("baseline.json", to: target.path)
    try FileManager.default.createDirectory(atPath: project.path("real"), withIntermediateDirectories: true)
    try project.link("linked", to: project.root.deletingLastPathComponent().path)
    for destination in ["baseline.json", "linked/baseline.json"] {
      let run = try await project.review(["App", "--write-baseline", destination])
      #expect(run.status == 2, "\(destination)")
      #expect(run.errors.contains("symbolic link, which the review never writes through"), "\(run.errors)")
    }
    #expect(try String(contentsOf: target, encoding: .utf8) == "precious\n")
    #expect(
      !FileManager.default.fileExists(
        atPath: project.root.deletingLastPathComponent().appendingPathComponent("baseline.json").path))
  }

  /// A baseline written for `proj` matched nothing as `$PWD/proj` or from inside it.
  @Test func aBaselineMatchesFromAnyFolder() async throws {
    let project = try project()
    let written = try await project.review(["App", "--write-baseline", "baseline.json"])
    #expect(written.status == 0)
    let baseline = project.path("baseline.json")
    for (folder, path) in [("", "App"), ("", project.path("App")), ("App", "."), ("App", "Cell.swift")] {
      let run = try await project.review([path, "--baseline", baseline, "--strict"], from: folder)
      #expect(run.status == 0, "\(folder) \(path): \(run.output)\(run.errors)")
    }
  }

  /// Two runs writing one baseline corrupted it, and a run reading it meanwhile failed.
  @Test func baselinesWrittenAndReadAtOnceStayWhole() async throws {
    let project = try project()
    let baseline = project.path("baseline.json")
    #expect(try await project.review(["App", "--write-baseline", baseline]).status == 0)
    let runs = try await withThrowingTaskGroup(of: (Bool, Int32).self) { group in
      for index in 0..<24 {
        group.addTask {
          let writes = index.isMultiple(of: 2)
          let arguments =
            ["App"] + (writes ? ["--write-baseline", baseline] : ["--baseline", baseline, "--strict"])
          return (writes, try await project.review(arguments).status)
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(runs.allSatisfy { $0.1 == 0 }, "\(runs)")
    let data = try Data(contentsOf: URL(fileURLWithPath: baseline))
    #expect((try? JSONSerialization.jsonObject(with: data)) != nil)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.path()).filter {
      $0.hasSuffix(".tmp")
    }
    #expect(leftovers.isEmpty)
  }
}
