import Foundation
import TVGuideInteractor
import TVGuideTestSupport
import Testing

@testable import TVGuideStore

@Suite struct CacheFolderTests {
  @Test func aMissingFolderIsMadeWithItsParents() throws {
    let root = try TemporaryFolder()
    defer { root.remove() }
    let folder = root.url.appendingPathComponent("a/b/tvguide")
    try CacheFolder.make(folder)
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
  }

  @Test func aFileWhereTheFolderShouldBeIsNamed() throws {
    let root = try TemporaryFolder()
    defer { root.remove() }
    let file = root.url.appendingPathComponent("cache")
    try Data().write(to: file)
    #expect(throws: StoreError.folderIsAFile(path: file.path)) { try CacheFolder.make(file) }
  }

  @Test func aFileOnTheWayToTheFolderIsNamedAndNothingIsMade() throws {
    let root = try TemporaryFolder()
    defer { root.remove() }
    let file = root.url.appendingPathComponent("cache")
    try Data().write(to: file)
    #expect(throws: StoreError.folderIsAFile(path: file.path)) {
      try CacheFolder.refuseFile(at: file.appendingPathComponent("a/tvguide"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.url.path) == ["cache"])
  }

  @Test func aFolderThatIsNotThereYetIsNoObstacle() throws {
    let root = try TemporaryFolder()
    defer { root.remove() }
    try CacheFolder.refuseFile(at: root.url.appendingPathComponent("not/yet/there"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.url.path).isEmpty)
  }
}
