import Foundation
import TVGuideStore
import TVGuideTestServer
import TVGuideTestSupport
import Testing

/// What issue 36 found in the commands that list followed shows and read user data: a bad id
/// broke every list and could not be removed, `data import` let anything in and read any file
/// whole, nothing bounded the follows.
@Suite struct FollowedShowsResilienceCLITests {
  private func run(_ folder: TemporaryFolder, _ arguments: String...) async throws -> BinaryRunner.Result {
    try await BinaryRunner(environment: ["TVGUIDE_DATA_DIR": folder.url.path, "COLUMNS": "100"]).run(
      arguments)
  }

  /// An id no show has, in the store (as an older `data import` let in): `following`, `next`
  /// and `calendar` list the other shows and say which was left out; `unfollow -5` removes one
  /// that is negative.
  @Test func aBadIdIsLeftOutOfEveryListAndSaidAndCanBeUnfollowed() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try await UserDataStore(folder: folder.url).follow([82, 999_999_999])
    for command in ["following", "next"] {
      let result = try await run(folder, command)
      #expect(result.exitCode == 0, "\(command): \(result.standardError)")
      #expect(result.standardOutput.contains("Game of Thrones"))
      #expect(
        result.standardError
          == "tvguide: Followed show 999999999 is left out, as it could not be read: There is no show with id 999999999.\n"
      )
    }
    let calendar = try await run(folder, "calendar", "--ics")
    #expect(calendar.exitCode == 0)
    #expect(calendar.standardOutput.hasPrefix("BEGIN:VCALENDAR"))
    #expect(calendar.standardError.contains("Followed show 999999999 is left out"))

    try await UserDataStore(folder: folder.url).follow([-5])
    let unfollowed = try await run(folder, "unfollow", "-5")
    #expect(unfollowed.exitCode == 0, "\(unfollowed.standardError)")
    #expect(unfollowed.standardOutput == "No longer following show -5 (unknown to the source).\n")
    let both = try await run(folder, "unfollow", "--json", "999999999")
    #expect(both.exitCode == 0)
    #expect(try await UserDataStore(folder: folder.url).followedShowIDs() == [82])
    let unknown = try await run(folder, "unfollow", "-7")
    #expect(unknown.exitCode == 1)
    #expect(unknown.standardError == "tvguide: There is no show with id -7.\n")
  }

  /// `data import` accepted 999999999 (kept, and said when listed), -5, 0 and `Int.max`: the
  /// last three are no TVMaze id, and the file is refused whole.
  @Test(arguments: [
    ("-5", "following[1] is -5, not a TVMaze show id"), ("0", "following[1] is 0, not a TVMaze show id"),
    ("9223372036854775807", "following[1] is 9223372036854775807, not a TVMaze show id"),
  ])
  func dataImportRefusesIdsNoShowCanHave(id: String, detail: String) async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent("export.json")
    try Data(#"{"format":"tvguide-user-data","version":1,"following":[82,\#(id)],"watched":[]}"#.utf8)
      .write(to: file)
    let result = try await run(folder, "data", "import", file.path)
    #expect(result.exitCode == 1)
    #expect(
      result.standardError
        == "tvguide: The file is not a tvguide data export (\(detail)); nothing was imported.\n")
    #expect(try await UserDataStore(folder: folder.url).followedShowIDs().isEmpty)
  }

  /// `/dev/zero` said "You don't have permission", a folder "(NSCocoaErrorDomain error 256.)".
  @Test func dataImportSaysWhyAFileCannotBeReadInOneSentence() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let missing = folder.url.appendingPathComponent("missing.json").path
    let cases = [
      ("/dev/zero", "tvguide: /dev/zero is larger than an export can be (64 MB).\n"),
      (folder.url.path, "tvguide: \(folder.url.path) is a folder, not a file.\n"),
      (missing, "tvguide: \(missing) does not exist.\n"),
    ]
    for (path, sentence) in cases {
      let result = try await run(folder, "data", "import", path)
      #expect(result.exitCode == 1)
      #expect(result.standardError == sentence)
    }
    let imported = try await run(folder, "import", "/dev/zero")
    #expect(imported.standardError == "tvguide: /dev/zero is larger than an export can be (64 MB).\n")
  }

  /// At most 10,000 followed shows: an import past it is refused whole, one sentence, nothing
  /// followed; up to it, every command that lists them still works.
  @Test func followedShowsAreBoundedTo10000() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent("export.json")
    func write(_ ids: ClosedRange<Int>) throws {
      let list = ids.map(String.init).joined(separator: ",")
      try Data(#"{"format":"tvguide-user-data","version":1,"following":[\#(list)],"watched":[]}"#.utf8)
        .write(to: file)
    }
    try write(100_000...110_000)
    let refused = try await run(folder, "data", "import", file.path)
    #expect(refused.exitCode == 1)
    #expect(
      refused.standardError
        == "tvguide: Following these shows would pass the limit of 10,000 followed shows; unfollow some first.\n"
    )
    #expect(try await UserDataStore(folder: folder.url).followedShowIDs().isEmpty)
    try write(100_001...110_000)
    #expect(try await run(folder, "data", "import", file.path).exitCode == 0)
    let more = try await run(folder, "follow", "82")
    #expect(more.exitCode == 1)
    #expect(more.standardError.contains("would pass the limit of 10,000 followed shows"))
    #expect(try await UserDataStore(folder: folder.url).followedShowIDs().count == 10_000)
  }
}
