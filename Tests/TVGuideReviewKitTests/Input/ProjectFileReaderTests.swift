import Foundation
import Testing

@testable import TVGuideReviewKit

/// The reader every file of a review goes through: a regular file inside the project, of a
/// bounded size, or a refusal with its reason.
@Suite final class ProjectFileReaderTests {
  private let package: ReadFolder
  private let reader: ProjectFileReader

  init() throws {
    package = try ReadFolder()
    reader = ProjectFileReader(root: package.root, limit: 1_000)
  }

  private func refusal(_ relative: String) -> FileRefusal? {
    do throws(FileRefusal) {
      _ = try reader.text(at: URL(fileURLWithPath: package.path(relative)))
      return nil
    } catch {
      return error
    }
  }

  @Test func readsARegularFileInsideTheProject() throws {
    #expect(try reader.text(at: URL(fileURLWithPath: package.path("App/A.swift"))) == "struct A {}\n")
    try FileManager.default.createSymbolicLink(
      atPath: package.path("App/Link.swift"), withDestinationPath: "A.swift")
    #expect(refusal("App/Link.swift") == nil)
  }

  @Test func refusesWhatIsNoRegularFileWithoutReadingIt() throws {
    #expect(mkfifo(package.path("App/Pipe.swift"), 0o644) == 0)
    #expect(refusal("App/Pipe.swift") == .notARegularFile(kind: "a FIFO"))
    try FileManager.default.createDirectory(
      atPath: package.path("App/Folder.swift"), withIntermediateDirectories: true)
    #expect(refusal("App/Folder.swift") == .notARegularFile(kind: "a folder"))
    try FileManager.default.createSymbolicLink(
      atPath: package.path("App/Zero.swift"), withDestinationPath: "/dev/zero")
    #expect(refusal("App/Zero.swift") == .linkLeavesProject)
    let anywhere = ProjectFileReader(root: nil, limit: 1_000)
    #expect(throws: FileRefusal.notARegularFile(kind: "a character device")) {
      try anywhere.data(at: URL(fileURLWithPath: "/dev/zero"))
    }
  }

  @Test func refusesLinksOutOfTheProjectAndToNothing() throws {
    try FileManager.default.createSymbolicLink(
      atPath: package.path("App/Passwd.swift"), withDestinationPath: "/etc/passwd")
    try FileManager.default.createSymbolicLink(
      atPath: package.path("App/Gone.swift"), withDestinationPath: "Nowhere.swift")
    try FileManager.default.createSymbolicLink(atPath: package.path("Shared"), withDestinationPath: "/etc")
    #expect(refusal("App/Passwd.swift") == .linkLeavesProject)
    #expect(refusal("App/Gone.swift") == .danglingLink)
    #expect(refusal("Shared/passwd") == .linkLeavesProject)
    #expect(refusal("App/Missing.swift") == .missing)
  }

  @Test func refusesWhatIsTooLargeOrNotUTF8() throws {
    try Data(repeating: 0x61, count: 1_001).write(to: URL(fileURLWithPath: package.path("App/Big.swift")))
    #expect(refusal("App/Big.swift") == .tooLarge(size: 1_001, limit: 1_000))
    #expect(refusal("App/Latin1.swift") == .notUTF8)
    #expect(
      FileRefusal.tooLarge(size: 20 << 20, limit: 16 << 20).reason
        == "is 20 MB, larger than the 16 MB the review reads in one file")
  }

  /// As root every file can be read, so this runs only for other users.
  @Test(.enabled(if: getuid() != 0)) func saysWhenPermissionIsDenied() throws {
    chmod(package.path("App/A.swift"), 0)
    #expect(refusal("App/A.swift") == .permissionDenied)
  }
}

/// The folder the reader reads: `App/A.swift`, and `App/Latin1.swift`, which is not UTF-8.
private final class ReadFolder {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
    try Data("struct A {}\n".utf8).write(to: root.appendingPathComponent("App/A.swift"))
    try Data([0x63, 0xE9, 0x0A]).write(to: root.appendingPathComponent("App/Latin1.swift"))
  }

  func path(_ relative: String = "") -> String {
    relative.isEmpty ? root.path : root.appendingPathComponent(relative).path
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }
}
