import Foundation
import Testing

@testable import TVGuideReviewKit

/// The walk of a reviewed folder: each folder once however many links lead to it, no link
/// followed out of the boundary, and what it could not read listed.
@Suite struct SwiftFileFinderTests {
  @Test(.timeLimit(.minutes(1))) func linksIntoFoldersAlreadyWalkedAreNotFollowed() throws {
    let package = try TemporaryPackage(["App/A.swift": "", "App/Home/B.swift": ""])
    for name in ["App/loop", "App/again", "App/Home/back"] {
      let target = name.hasSuffix("back") ? ".." : "."
      try FileManager.default.createSymbolicLink(atPath: package.path(name), withDestinationPath: target)
    }
    try FileManager.default.createSymbolicLink(
      atPath: package.path("App/Twin.swift"), withDestinationPath: "A.swift")
    let listing = SwiftFileFinder.listing(under: package.root, boundary: package.root)
    #expect(listing.files == ["App/A.swift", "App/Home/B.swift"])
    #expect(listing.refused.isEmpty)
  }

  @Test(.timeLimit(.minutes(1))) func linksOutOfTheBoundaryAreListedNotFollowed() throws {
    let package = try TemporaryPackage(["App/A.swift": ""])
    try FileManager.default.createSymbolicLink(atPath: package.path("App/root"), withDestinationPath: "/")
    try FileManager.default.createSymbolicLink(
      atPath: package.path("App/Passwd.swift"), withDestinationPath: "/etc/passwd")
    try FileManager.default.createSymbolicLink(
      atPath: package.path("App/Gone.swift"), withDestinationPath: "Nowhere")
    #expect(mkfifo(package.path("App/Pipe.swift"), 0o644) == 0)
    let listing = SwiftFileFinder.listing(under: package.root, boundary: package.root)
    #expect(listing.files == ["App/A.swift"])
    #expect(
      listing.refused.map { "\($0.path) \($0.refusal.reason)" } == [
        "App/Gone.swift is a symbolic link to nothing",
        "App/Passwd.swift is a symbolic link to a place outside the project, which the review does not read",
        "App/Pipe.swift is a FIFO, not a regular file",
        "App/root is a symbolic link to a place outside the project, which the review does not read",
      ])
  }

  @Test func aLinkInsideTheBoundaryIsFollowedOnce() throws {
    let package = try TemporaryPackage(["Shared/S.swift": "", "App/A.swift": ""])
    try FileManager.default.createSymbolicLink(
      atPath: package.path("App/Shared"), withDestinationPath: "../Shared")
    let app = URL(fileURLWithPath: package.path("App"))
    #expect(
      SwiftFileFinder.listing(under: app, boundary: package.root).files == ["A.swift", "Shared/S.swift"])
    #expect(SwiftFileFinder.listing(under: app, boundary: app).files == ["A.swift"])
  }
}
