import Foundation
import TVGuideInteractor
import TVGuideTestSupport
import Testing

@testable import TVGuideStore

@Suite struct PosterCacheTests {
  private let address = URL(
    string: "https://static.tvmaze.com/uploads/images/medium_portrait/190/476117.jpg")!

  private func files(in folder: TemporaryFolder) -> [String] {
    let posters = folder.url.appendingPathComponent(PosterCache.folderName)
    return ((try? FileManager.default.contentsOfDirectory(atPath: posters.path)) ?? []).sorted()
  }

  @Test func fetchesOnceAndKeepsThePosterBesideTheStore() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let remote = PosterSourceStub()
    let cache = PosterCache(cacheFolder: folder.url, remote: remote)
    #expect(try await cache.poster(ofShow: 82, at: address) == .mock)
    #expect(try await cache.poster(ofShow: 82, at: address) == .mock)
    #expect(await remote.requests.count == 1)
    #expect(files(in: folder) == [PosterCache.fileName(showID: 82, address: address) + ".png"])
    // Another run (the bundled catalog's, which fetches nothing) finds it kept.
    #expect(
      try await PosterCache(cacheFolder: folder.url, remote: nil).poster(ofShow: 82, at: address) == .mock)
  }

  /// A show whose data links another poster gets that one, not the one kept for the old address.
  @Test func anotherAddressIsAnotherPoster() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let remote = PosterSourceStub()
    let cache = PosterCache(cacheFolder: folder.url, remote: remote)
    _ = try await cache.poster(ofShow: 82, at: address)
    _ = try await cache.poster(ofShow: 82, at: address.appendingPathExtension("new"))
    #expect(await remote.requests.count == 2)
    #expect(files(in: folder).count == 2)
  }

  @Test func withoutARemoteOnlyWhatIsKeptIsShown() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    await #expect(throws: PosterNotKept(showID: 82)) {
      try await PosterCache(cacheFolder: folder.url, remote: nil).poster(ofShow: 82, at: address)
    }
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("posters").path))
  }

  /// A kept file that is no picture (cut short, overwritten) is fetched again, not served.
  @Test func aDamagedFileIsFetchedAgain() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let remote = PosterSourceStub()
    let cache = PosterCache(cacheFolder: folder.url, remote: remote)
    _ = try await cache.poster(ofShow: 82, at: address)
    let file = folder.url.appendingPathComponent("posters/" + files(in: folder)[0])
    try Data("<html>".utf8).write(to: file)
    #expect(try await cache.poster(ofShow: 82, at: address) == .mock)
    #expect(await remote.requests.count == 2)
    #expect(try Data(contentsOf: file) == PosterImage.mockBytes)
  }

  @Test func aRemoteFailureIsThrownAndNothingIsKept() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let cache = PosterCache(cacheFolder: folder.url, remote: PosterSourceStub(image: nil))
    await #expect(throws: URLError.self) { try await cache.poster(ofShow: 82, at: address) }
    #expect(files(in: folder).isEmpty)
  }

  /// A cache folder that cannot be written (a file stands where it would be) still shows the
  /// fetched poster: the cache is a help, never a reason to fail.
  @Test func aPosterThatCannotBeKeptIsStillShown() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Data("not a folder".utf8).write(to: folder.url.appendingPathComponent(PosterCache.folderName))
    let cache = PosterCache(cacheFolder: folder.url, remote: PosterSourceStub())
    #expect(try await cache.poster(ofShow: 82, at: address) == .mock)
  }

  @Test func clearingTheCacheRemovesThePosters() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    _ = try await PosterCache(cacheFolder: folder.url, remote: PosterSourceStub()).poster(
      ofShow: 82, at: address)
    _ = try await ShowStoreMaintenance(folder: folder.url).removeSavedAnswers()
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("posters").path))
    #expect(try PosterCache.removeAll(in: folder.url) == 0)
  }
}
