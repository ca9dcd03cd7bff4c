import Foundation
import GRDB
import TVGuideEntity
import TVGuideStore
import TVGuideTestSupport
import Testing

/// The user's follows, watched marks and import journals live in the data folder, not the
/// cache's (issue 37): `--data-dir`, else `TVGUIDE_DATA_DIR`, else `$XDG_DATA_HOME/tvguide`,
/// else `~/.local/share/tvguide`; a store an older tvguide kept in the cache folder is moved
/// once, safely with any number of processes and across file systems, with one line saying so.
@Suite struct UserDataFolderCLITests {
  /// A cache folder and a data folder inside one temporary folder; the data folder is not made.
  private struct Folders {
    let root: TemporaryFolder
    let cache: URL
    let data: URL

    init(data: URL? = nil) throws {
      root = try TemporaryFolder()
      cache = root.url.appendingPathComponent("cache")
      self.data = data ?? root.url.appendingPathComponent("share/tvguide")
      try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    }

    var environment: [String: String] {
      ["TVGUIDE_CACHE_DIR": cache.path, "TVGUIDE_DATA_DIR": data.path, "COLUMNS": "100"]
    }

    func run(_ arguments: String...) async throws -> BinaryRunner.Result {
      try await BinaryRunner(environment: environment).run(arguments)
    }

    func files(in folder: URL) -> Set<String> {
      Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    }

    var movedLine: String {
      "tvguide: Moved your followed shows and watched marks from \(cache.path) to \(data.path), "
        + "where they are safe from whatever empties the cache.\n"
    }

    /// A store in the cache folder as an older tvguide left it, with an import journal.
    func oldLayout(following ids: [Int] = [82, 169]) async throws {
      let old = UserDataStore(folder: cache)
      try await old.follow(ids)
      try await old.markWatched([EpisodeKey(season: 1, number: 1)], ofShow: 82)
      // An older tvguide took no lock: its folder has none.
      try FileManager.default.removeItem(at: cache.appendingPathComponent("user.lock"))
      let journals = cache.appendingPathComponent("imports")
      try FileManager.default.createDirectory(at: journals, withIntermediateDirectories: true)
      try Data("thetvdb:121361 82\n".utf8).write(to: journals.appendingPathComponent("1f.lookups"))
    }
  }

  @Test func aStoreInTheCacheFolderIsMovedOnceWithOneLineAndSurvivesTheCacheBeingDeleted() async throws {
    let folders = try Folders()
    defer { folders.root.remove() }
    try await folders.oldLayout()
    let first = try await folders.run("following")
    #expect(first.exitCode == 0, "\(first.standardError)")
    #expect(first.standardError == folders.movedLine)
    #expect(first.standardOutput.hasPrefix("You follow 2 shows:"))
    #expect(folders.files(in: folders.cache).isEmpty, "no user.sqlite, -wal, -shm or imports/ left")
    #expect(folders.files(in: folders.data).isSuperset(of: ["user.sqlite", "imports"]))
    let journal = folders.data.appendingPathComponent("imports/1f.lookups")
    #expect(try String(contentsOf: journal, encoding: .utf8) == "thetvdb:121361 82\n")
    let second = try await folders.run("following")
    #expect(second.standardError.isEmpty)
    #expect(second.standardOutput == first.standardOutput)
    try FileManager.default.removeItem(at: folders.cache)
    let afterCleaning = try await folders.run("following")
    #expect(afterCleaning.standardOutput == first.standardOutput)
    #expect(try await UserDataStore(folder: folders.data).watchedEpisodes(ofShow: 82).count == 1)
  }

  /// Eight processes starting at once on the old layout: one moves the store, the others wait
  /// for it and find it moved; none fails, and every follow (the old ones and each process's
  /// own) is kept.
  @Test func eightProcessesStartingAtOnceMoveTheStoreOnceAndLoseNothing() async throws {
    let folders = try Folders()
    defer { folders.root.remove() }
    try await folders.oldLayout(following: [82])
    let results = try await withThrowingTaskGroup(of: BinaryRunner.Result.self) { group in
      for id in [1, 2, 3, 4, 5, 6, 7, 8] { group.addTask { try await folders.run("follow", String(id)) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.allSatisfy { $0.exitCode == 0 }, "\(results.map(\.standardError))")
    #expect(results.count { $0.standardError == folders.movedLine } == 1)
    #expect(results.allSatisfy { $0.standardError.isEmpty || $0.standardError == folders.movedLine })
    #expect(
      try await UserDataStore(folder: folders.data).followedShowIDs().sorted() == [
        1, 2, 3, 4, 5, 6, 7, 8, 82,
      ])
    #expect(folders.files(in: folders.cache).isEmpty)
  }

  /// A move cut short by a crash: a half-written copy left in the data folder is made again;
  /// a copy made whole, with the cache's store not yet removed, is kept and the cache's removed.
  @Test func aMoveCutShortIsFinishedOnTheNextRun() async throws {
    let halfWritten = try Folders()
    defer { halfWritten.root.remove() }
    try await halfWritten.oldLayout()
    try FileManager.default.createDirectory(at: halfWritten.data, withIntermediateDirectories: true)
    try Data(repeating: 0x41, count: 1000).write(
      to: halfWritten.data.appendingPathComponent("user.sqlite.moving"))
    let finished = try await halfWritten.run("following")
    #expect(finished.standardError == halfWritten.movedLine)
    #expect(finished.standardOutput.hasPrefix("You follow 2 shows:"))
    #expect(!halfWritten.files(in: halfWritten.data).contains("user.sqlite.moving"))

    let copied = try Folders()
    defer { copied.root.remove() }
    try await copied.oldLayout()
    try FileManager.default.createDirectory(at: copied.data, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: copied.cache.appendingPathComponent("user.sqlite"),
      to: copied.data.appendingPathComponent("user.sqlite"))
    let done = try await copied.run("following")
    #expect(done.standardError == copied.movedLine)
    #expect(done.standardOutput.hasPrefix("You follow 2 shows:"))
    #expect(!copied.files(in: copied.cache).contains("user.sqlite"))
  }

  /// A store in the cache folder holding follows the data folder's lacks (an older tvguide
  /// used it since) is neither removed nor merged unasked: it is left, and said, with the
  /// commands that keep its follows.
  @Test func aCacheStoreHoldingWhatTheDataStoreLacksIsLeftAndSaid() async throws {
    let folders = try Folders()
    defer { folders.root.remove() }
    try await UserDataStore(folder: folders.data).follow([1])
    try await folders.oldLayout(following: [82])
    let result = try await folders.run("following")
    #expect(result.exitCode == 0)
    let old = folders.cache.appendingPathComponent("user.sqlite").path
    #expect(
      result.standardError
        == "tvguide: \(old) holds followed shows or watched marks that "
        + "\(folders.data.appendingPathComponent("user.sqlite").path) lacks, so it was left where it is: to keep "
        + "them, run `tvguide data export --data-dir \(folders.cache.path) -o FILE`, then `tvguide data import FILE`.\n"
    )
    #expect(result.standardOutput.hasPrefix("You follow 1 show:"))
    #expect(try await UserDataStore(folder: folders.cache).followedShowIDs() == [82])
    let export = folders.root.url.appendingPathComponent("old.json")
    let exported = try await BinaryRunner(environment: ["TVGUIDE_CACHE_DIR": folders.cache.path])
      .run(["data", "export", "--data-dir", folders.cache.path, "-o", export.path])
    #expect(exported.exitCode == 0, "\(exported.standardError)")
    #expect(try await folders.run("data", "import", export.path).exitCode == 0)
    #expect(try await UserDataStore(folder: folders.data).followedShowIDs() == [1, 82])
  }

  /// A data folder on another file system than the cache (a tmpfs here): the store is copied
  /// and synced, not renamed, and the journals too.
  @Test(.enabled(if: Self.sharedMemoryIsAnotherFileSystem, "needs /dev/shm on another file system"))
  func aDataFolderOnAnotherFileSystemGetsTheMove() async throws {
    let data = URL(fileURLWithPath: "/dev/shm/tvguide-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    let folders = try Folders(data: data)
    defer { folders.root.remove() }
    try await folders.oldLayout()
    let result = try await folders.run("following")
    #expect(result.standardError == folders.movedLine)
    #expect(result.standardOutput.hasPrefix("You follow 2 shows:"))
    #expect(folders.files(in: folders.cache).isEmpty)
    #expect(
      try String(contentsOf: data.appendingPathComponent("imports/1f.lookups"), encoding: .utf8)
        == "thetvdb:121361 82\n")
  }

  static var sharedMemoryIsAnotherFileSystem: Bool {
    var shared = stat()
    var temporary = stat()
    return stat("/dev/shm", &shared) == 0
      && stat(FileManager.default.temporaryDirectory.path, &temporary) == 0
      && shared.st_dev != temporary.st_dev
  }

  /// `cache clear` and `cache info` say where the user's data lives, and clearing leaves it.
  @Test func cacheClearAndInfoSayWhereTheUserDataLivesAndLeaveIt() async throws {
    let folders = try Folders()
    defer { folders.root.remove() }
    _ = try await folders.run("follow", "82")
    for command in ["clear", "info"] {
      let result = try await BinaryRunner(environment: folders.environment.merging(["COLUMNS": "200"]) { $1 })
        .run(["cache", command])
      #expect(result.exitCode == 0)
      let note = command == "clear" ? "not cleared" : "not cache"
      #expect(
        result.standardOutput.contains("Your data  \(folders.data.path) (\(note))"),
        "\(result.standardOutput)")
    }
    let json = try await folders.run("cache", "info", "--json")
    #expect(json.standardOutput.contains(#""userData" : "\#(folders.data.path)""#))
    #expect(try await UserDataStore(folder: folders.data).followedShowIDs() == [82])
  }

  /// `--data-dir` wins over the variable, on every command that uses user data.
  @Test func dataDirWinsOverTheEnvironment() async throws {
    let folders = try Folders()
    defer { folders.root.remove() }
    let chosen = folders.root.url.appendingPathComponent("chosen")
    #expect(try await folders.run("follow", "82", "--data-dir", chosen.path).exitCode == 0)
    #expect(try await UserDataStore(folder: chosen).followedShowIDs() == [82])
    #expect(try await UserDataStore(folder: folders.data).followedShowIDs().isEmpty)
    let empty = try await folders.run("following", "--data-dir", "")
    #expect(empty.exitCode == 64)
    #expect(empty.standardError.hasPrefix("Error: --data-dir must be the path of a folder, not \"\"."))
  }

  /// The first-use race with the real program: 8 `tvguide follow` at once on a new data
  /// folder. `UserStoreRaceTests` runs it 200 times with a worker that opens the store the same
  /// way; these few rounds tie that worker to the program.
  @Test func eightFollowsAtOnceOnANewDataFolderKeepEveryFollow() async throws {
    let root = try TemporaryFolder()
    defer { root.remove() }
    for round in 0..<3 {
      let data = root.url.appendingPathComponent("round-\(round)")
      let results = try await withThrowingTaskGroup(of: BinaryRunner.Result.self) { group in
        for id in 1...8 {
          group.addTask {
            try await BinaryRunner(environment: ["TVGUIDE_DATA_DIR": data.path]).run(["follow", String(id)])
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      #expect(results.allSatisfy { $0.exitCode == 0 }, "\(results.map(\.standardError))")
      #expect(try await UserDataStore(folder: data).followedShowIDs().sorted() == Array(1...8))
    }
  }

  /// The user store's failures name it and say what to do; none advises `cache clear`, which
  /// does not reach it.
  @Test func theUserStoresFailuresNameItAndNeverAdviseClearingTheCache() async throws {
    let folders = try Folders()
    defer { folders.root.remove() }
    try Data("a file".utf8).write(to: folders.data.deletingLastPathComponent())
    let blocked = try await folders.run("follow", "82")
    #expect(blocked.exitCode == 1)
    #expect(
      blocked.standardError
        == "tvguide: The folder for your followed shows and watched marks cannot be made: "
        + "\(folders.data.deletingLastPathComponent().path) is a file, not a folder; choose another with "
        + "--data-dir or TVGUIDE_DATA_DIR.\n")
    try FileManager.default.removeItem(at: folders.data.deletingLastPathComponent())
    try FileManager.default.createDirectory(at: folders.data, withIntermediateDirectories: true)
    let store = folders.data.appendingPathComponent("user.sqlite")
    try Data(repeating: 0x41, count: 4096).write(to: store)
    let damaged = try await folders.run("following")
    #expect(damaged.exitCode == 1)
    #expect(
      damaged.standardError
        == "tvguide: Your followed shows and watched marks (\(store.path)) could not be read (file is not a "
        + "database); move that file aside to start a new one, and import your last export into it.\n")
    #expect(!damaged.standardError.contains("cache clear"))
  }
}
