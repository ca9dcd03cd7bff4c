import Foundation
import TVGuideTestSupport
import Testing

/// Files and folders a hostile pull request can add, reviewed end to end (issue 34): shapes that
/// crashed the tool or ran for hours, links that walked the whole file system or out of the
/// project, and what the tool cannot read. Each is skipped with a note, never a crash or a
/// hang, and `--strict` fails on it.
@Suite struct HostileSourceTests {
  /// A project whose only finding is a strong delegate in `Sources/App/Cell.swift`.
  private static let cell = "final class Cell: UITableViewCell {\n  var delegate: AnyObject?\n}\n"

  /// The shapes, generated rather than committed, at the sizes that crashed or hung: a 4 KB
  /// nest of generic arguments, long member and operator chains, chained `else if`s, nested
  /// `#if`s, `try`s and brackets, directly nested `[` whose parse doubled with each level, and
  /// nested string interpolations that took 5.9 GB.
  static let shapes: [HostileShape] = [
    HostileShape(
      "generic arguments 2,000 deep",
      "let x: " + String(repeating: "A<", count: 2_000) + "B" + String(repeating: ">", count: 2_000)
    ),
    HostileShape("a 60,000-member chain", "let x = a" + String(repeating: ".b", count: 60_000)),
    HostileShape("1 + 1 60,000 long", "let x = 1" + String(repeating: " + 1", count: 60_000)),
    HostileShape("a < a 60,000 long", "let x = a" + String(repeating: " < a", count: 60_000)),
    HostileShape(
      "7,000 chained else ifs",
      "func f() {\n  if a {}" + String(repeating: " else if a {}", count: 7_000) + "\n}"
    ),
    HostileShape(
      "10,000 nested #ifs",
      String(repeating: "#if A\n", count: 10_000) + String(repeating: "#endif\n", count: 10_000)
    ),
    HostileShape(
      "10,000 trys", "func f() throws {\n  _ = " + String(repeating: "try ", count: 10_000) + "g()\n}"),
    HostileShape(
      "1,000 nested [",
      "let x = " + String(repeating: "[", count: 1_000) + "1" + String(repeating: "]", count: 1_000)
    ),
    HostileShape(
      "40-deep [[[…1]]]",
      "let x = " + String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40)
    ),
    HostileShape(
      "16,000 nested interpolations",
      "let x = " + String(repeating: "\"\\(", count: 16_000) + "1" + String(repeating: ")\"", count: 16_000)
    ),
  ]

  @Test(arguments: shapes)
  func aShapeTheParserCannotBearIsSkippedWithANote(shape: HostileShape) async throws {
    let project = try ReviewProject([
      "Sources/App/Cell.swift": Self.cell, "Sources/App/Deep.swift": shape.source,
    ])
    // A 4 GB address space: the 16,000 interpolations took 5.9 GB before.
    let run = try await project.review([project.path("Sources")], memoryLimit: 4 << 20)
    #expect(run.status == 1, "\(shape.name): \(run.status) \(run.errors.prefix(300))")
    #expect(run.errors.contains("Sources/App/Deep.swift "), "\(shape.name)")
    #expect(run.errors.contains("it was skipped."), "\(shape.name)")
    #expect(run.output.contains("Cell.swift:2:7: error:"), "\(shape.name)")
    #expect(run.output.hasSuffix("1 file could not be reviewed (see the notes).\n"), "\(shape.name)")
  }

  @Test func aSkippedFileFailsStrict() async throws {
    let project = try ReviewProject([
      "Sources/App/Clean.swift": "struct Clean {}\n",
      "Sources/App/Deep.swift": "let x = a" + String(repeating: ".b", count: 60_000),
    ])
    #expect(try await project.review([project.path("Sources")]).status == 0)
    #expect(try await project.review([project.path("Sources"), "--strict"]).status == 1)
  }

  /// Two links to `.` made the walk 2^40 paths long; one made each finding print 41 times.
  @Test func linksBackIntoAFolderAreWalkedOnce() async throws {
    let project = try ReviewProject(["Sources/App/Cell.swift": Self.cell])
    try project.link("Sources/App/loop", to: ".")
    try project.link("Sources/App/again", to: ".")
    try project.link("Sources/up", to: "..")
    let run = try await project.review([project.path("Sources")], seconds: 120)
    #expect(run.status == 1)
    #expect(run.output.components(separatedBy: "[weak-delegate]").count == 2, "\(run.output)")
  }

  /// A link to `/` walked the whole file system; links out of the project are not followed,
  /// and each is said.
  @Test func linksOutOfTheProjectAreNotFollowed() async throws {
    let project = try ReviewProject(["Sources/App/Cell.swift": Self.cell])
    let outside = project.root.deletingLastPathComponent().appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try Data("final class Leak: UITableViewCell {\n  var delegate: AnyObject? // secret-line\n}\n".utf8)
      .write(to: outside.appendingPathComponent("Leak.swift"))
    try project.link("Sources/App/root", to: "/")
    try project.link("Sources/App/Shared", to: outside.path)
    try project.link("Sources/App/Leak.swift", to: outside.appendingPathComponent("Leak.swift").path)
    try project.link("Sources/App/Passwords.swift", to: "/etc/passwd")
    let run = try await project.review([project.path("Sources")], seconds: 120)
    #expect(run.status == 1)
    #expect(run.output.components(separatedBy: "[weak-delegate]").count == 2, "\(run.output)")
    #expect(!run.output.contains("Leak") && !run.output.contains("root:"))
    for name in ["root", "Shared", "Leak.swift", "Passwords.swift"] {
      #expect(
        run.errors.contains("Sources/App/\(name) is a symbolic link to a place outside the project"),
        "\(name)")
    }
    #expect(try await project.review([project.path("Sources"), "--strict"]).status == 1)
  }

  /// A FIFO never ends a read; a file larger than the limit is not read at all.
  @Test func specialAndOversizedFilesAreRefusedWithASentence() async throws {
    let project = try ReviewProject(["Sources/App/Cell.swift": Self.cell])
    #expect(mkfifo(project.path("Sources/App/Pipe.swift"), 0o644) == 0)
    #expect(FileManager.default.createFile(atPath: project.path("Sources/App/Huge.swift"), contents: nil))
    let huge = try FileHandle(forWritingTo: URL(fileURLWithPath: project.path("Sources/App/Huge.swift")))
    try huge.truncate(atOffset: 20 << 20)
    try huge.close()
    let run = try await project.review([project.path("Sources")], seconds: 120)
    #expect(run.status == 1)
    #expect(run.errors.contains("Sources/App/Pipe.swift is a FIFO, not a regular file; it was skipped."))
    #expect(
      run.errors.contains(
        "Sources/App/Huge.swift is 20 MB, larger than the 16 MB the review reads in one file; it was skipped."
      ))
  }

  /// As root every file can be read, so this runs only for other users.
  @Test(.enabled(if: getuid() != 0)) func unreadableFilesAndFoldersAreNoted() async throws {
    let project = try ReviewProject([
      "Sources/App/Cell.swift": Self.cell, "Sources/App/Locked.swift": "struct Locked {}\n",
      "Sources/Closed/Hidden.swift": "struct Hidden {}\n",
    ])
    chmod(project.path("Sources/App/Locked.swift"), 0)
    chmod(project.path("Sources/Closed"), 0)
    defer { chmod(project.path("Sources/Closed"), 0o755) }
    let run = try await project.review([project.path("Sources")])
    #expect(
      run.errors.contains("Sources/App/Locked.swift cannot be read: permission denied; it was skipped."))
    #expect(run.errors.contains("Sources/Closed cannot be read: permission denied; it was skipped."))
  }

  /// `*a*a…*ab` against a long name and `**/**/…/x` against a deep path backtracked for hours.
  @Test func catastrophicGlobsMatchInLinearTime() async throws {
    let name = String(repeating: "a", count: 120) + ".swift"
    let folders = Array(repeating: "d", count: 40).joined(separator: "/")
    let stars = String(repeating: "*a", count: 25) + "*b"
    let globstars = String(repeating: "**/", count: 25) + "x"
    let project = try ReviewProject([
      "Sources/App/Cell.swift": Self.cell, "Sources/App/\(name)": "struct A {}\n",
      "Sources/App/\(folders)/Deep.swift": "struct D {}\n", "App.xcodeproj/project.pbxproj": "",
      ".tvguide-review.yml": """
      excluded: ["\(stars)", "\(globstars)"]
      included: ["\(stars)*", "**/*.swift", "\(globstars)/**"]
      roles: {"\(globstars)": view, "\(stars)": view}

      """,
    ])
    let run = try await project.review([project.path("Sources")], seconds: 120)
    #expect(run.status == 1, "\(run.errors)")
    #expect(run.output.hasSuffix("1 error and 0 warnings in 3 files.\n"), "\(run.output)")
  }
}

/// A file's text a pull request could hold, named for the test's output.
struct HostileShape: Sendable, CustomTestStringConvertible {
  let name: String
  let source: String

  init(_ name: String, _ source: String) {
    self.name = name
    self.source = source
  }

  var testDescription: String { name }
}
