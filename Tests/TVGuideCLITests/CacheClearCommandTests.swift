import Foundation
import TVGuideStore
import TVGuideTestServer
import TVGuideTestSupport
import Testing

extension LiveSourceCLITests {
  @Suite("tvguide cache clear")
  struct CacheClearCommandTests {
    private let binary = BinaryRunner()

    @Test func clearingSaysWhatWentAndLeavesAnEmptyStore() async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        let searched = try await binary.run(server.liveArguments(cache: cache.url, "search", "girls"))
        try #require(searched.exitCode == 0, "\(searched.standardError)")
        let cleared = try await binary.run(["cache", "clear", "--cache-dir", cache.url.path])
        #expect(cleared.exitCode == 0)
        #expect(cleared.standardOutput.hasPrefix("Removed 10 shows and 1 search from the cache.\n"))
        #expect(try await ShowStore(folder: cache.url).summary().isEmpty)
        let again = try await binary.run(["cache", "clear", "--cache-dir", cache.url.path])
        #expect(again.standardOutput.hasPrefix("The cache was already empty.\n"))
      }
    }

    @Test func aStoreThatIsNotADatabaseIsRemovedAndTheNextAnswerSaved() async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        for suffix in ["", "-wal", "-shm"] {
          try Data(repeating: 0x41, count: 4096).write(
            to: cache.url.appendingPathComponent(ShowStore.fileName + suffix))
        }
        try Data("keep".utf8).write(to: cache.url.appendingPathComponent("notes.txt"))

        let cleared = try await binary.run(["cache", "clear", "--cache-dir", cache.url.path])
        #expect(cleared.exitCode == 0)
        #expect(cleared.standardError == "")
        #expect(
          cleared.standardOutput.hasPrefix(
            "Removed a damaged store (file is not a database); the cache is empty now.\n"
          ))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.url.path) == ["notes.txt"])

        let live = try await binary.run(server.liveArguments(cache: cache.url, "show", "82"))
        #expect(live.exitCode == 0)
        #expect(live.standardError == "")
        #expect(try await ShowStore(folder: cache.url).show(id: 82) != nil)
      }
    }

    @Test func aCacheFolderThatIsAFileIsOneSentenceAndLeftAlone() async throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let file = folder.url.appendingPathComponent("cache")
      try Data("mine".utf8).write(to: file)
      let result = try await binary.run(["cache", "clear", "--cache-dir", file.path])
      #expect(result.exitCode == 1)
      #expect(
        result.standardError
          == "tvguide: The local store could not be used (\(file.path) is a file, not a folder); choose "
          + "another folder with --cache-dir or TVGUIDE_CACHE_DIR.\n")
      #expect(try Data(contentsOf: file) == Data("mine".utf8))
    }
  }
}
