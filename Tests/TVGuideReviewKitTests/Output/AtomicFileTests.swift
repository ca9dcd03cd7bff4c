import Foundation
import Testing

@testable import TVGuideReviewKit

/// Files the review writes appear whole or not at all, and never through a symbolic link.
@Suite struct AtomicFileTests {
  @Test func replacesAFileWholeAndLeavesNothingBehind() throws {
    let package = try TemporaryPackage(["out.json": "old"])
    let url = URL(fileURLWithPath: package.path("out.json"))
    try AtomicFile.write(Data("new".utf8), to: url, root: package.root)
    #expect(try String(contentsOf: url, encoding: .utf8) == "new")
    #expect(try FileManager.default.contentsOfDirectory(atPath: package.path()) == ["out.json"])
  }

  @Test func neverWritesThroughALink() throws {
    let package = try TemporaryPackage(["target.txt": "precious", "Inside/x": ""])
    try FileManager.default.createSymbolicLink(
      atPath: package.path("out.json"), withDestinationPath: "target.txt")
    try FileManager.default.createSymbolicLink(atPath: package.path("Linked"), withDestinationPath: "Inside")
    #expect(throws: FileWriteError("it is a symbolic link, which the review never writes through")) {
      try AtomicFile.write(
        Data("x".utf8), to: URL(fileURLWithPath: package.path("out.json")), root: package.root)
    }
    #expect(throws: FileWriteError.self) {
      try AtomicFile.write(
        Data("x".utf8), to: URL(fileURLWithPath: package.path("Linked/out.json")), root: package.root)
    }
    #expect(throws: FileWriteError("it is a folder, not a regular file")) {
      try AtomicFile.write(
        Data("x".utf8), to: URL(fileURLWithPath: package.path("Inside")), root: package.root)
    }
    #expect(try String(contentsOfFile: package.path("target.txt"), encoding: .utf8) == "precious")
  }

  @Test func aMissingFolderIsASentence() {
    #expect(throws: FileWriteError("its folder does not exist")) {
      try AtomicFile.write(
        Data("x".utf8), to: URL(fileURLWithPath: "/nonexistent/folder/out.json"), root: nil)
    }
  }
}
