import Foundation
import TVGuideStore
import TVGuideTestServer
import TVGuideTestSupport
import Testing

extension LiveSourceCLITests {
  @Suite("tvguide cache info")
  struct CacheInfoCommandTests {
    private let binary = BinaryRunner()

    @Test func aCacheNeverFilledIsEmptyAndNotCreated() async throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let (cache, data) = (
        folder.url.appendingPathComponent("tvguide"), folder.url.appendingPathComponent("data")
      )
      let result = try await BinaryRunner(environment: ["COLUMNS": "200"])
        .run(["cache", "info", "--cache-dir", cache.path, "--data-dir", data.path])
      #expect(result.exitCode == 0)
      // The user's data is said apart: `cache info` counts none of it (issue 37).
      #expect(
        result.standardOutput
          == "The cache is empty.\nLocation   \(cache.path)\nSize       0 bytes\nYour data  \(data.path) (not cache)\n"
      )
      #expect(!FileManager.default.fileExists(atPath: cache.path))
      #expect(!FileManager.default.fileExists(atPath: data.path))
    }

    @Test func afterAFetchItCountsWhatWasSaved() async throws {
      try await withTestServer { server in
        let cache = try TemporaryFolder()
        defer { cache.remove() }
        _ = try await binary.run(server.liveArguments(cache: cache.url, "show", "82"))
        let text = try await binary.run(["cache", "info", "--cache-dir", cache.url.path])
        let lines = text.standardOutput.components(separatedBy: "\n")
        #expect(lines.first == "The cache holds 1 show and 1 episode list.")
        #expect(lines.contains("Newest     saved just now"))
        let json = try await binary.run(["cache", "info", "--json", "--cache-dir", cache.url.path])
        let document =
          try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect(document?["shows"] as? Int == 1)
        #expect(document?["episodeLists"] as? Int == 1)
        #expect(document?["location"] as? String == cache.url.path)
      }
    }

    @Test func aDamagedStoreIsOneSentenceAndLeftAsItWas() async throws {
      let cache = try TemporaryFolder()
      defer { cache.remove() }
      let file = cache.url.appendingPathComponent(ShowStore.fileName)
      let garbage = Data(repeating: 0x41, count: 4096)
      try garbage.write(to: file)
      let result = try await binary.run(["cache", "info", "--cache-dir", cache.url.path])
      #expect(result.exitCode == 1)
      #expect(
        result.standardError
          == "tvguide: The local store could not be used (file is not a database); run `tvguide cache clear` "
          + "to start a new one.\n")
      #expect(try Data(contentsOf: file) == garbage)
    }

    @Test func aCacheFolderThatIsAFileIsOneSentence() async throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let file = folder.url.appendingPathComponent("cache")
      try Data("mine".utf8).write(to: file)
      let result = try await binary.run(["cache", "info", "--cache-dir", file.path])
      #expect(result.exitCode == 1)
      #expect(result.standardOutput == "")
      #expect(
        result.standardError
          == "tvguide: The local store could not be used (\(file.path) is a file, not a folder); choose "
          + "another folder with --cache-dir or TVGUIDE_CACHE_DIR.\n")
    }
  }
}
