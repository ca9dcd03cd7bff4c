import Testing

@testable import TVGuideReviewKit

/// Paths come from git's NUL-ended records, never from its patch headers, whatever the names
/// hold; the hunks of each patch are matched to its record by order.
@Suite struct GitDiffReaderTests {
  private func output(_ records: [String], _ patches: [String]) -> [UInt8] {
    Array((records.joined(separator: "\0") + "\0\0" + patches.joined()).utf8)
  }

  @Test func readsNamesAsGitStoresThemAndTheirAddedLines() throws {
    let name = "App/My File \"1\"\t\n+++ b/Evil.swift.swift"
    let bytes = output(
      [":100644 100644 a b M", name, ":000000 100644 0 c A", "App/Viéw.swift"],
      [
        "diff --git \"a/App/My File \\\"1\\\"\\t\\n+++ b/Evil.swift.swift\" \"b/…\"\n@@ -3,0 +4,2 @@\n+x\n+y\n@@ -9 +11 @@\n-a\n+b\n",
        "diff --git \"a/App/Vi\\303\\251w.swift\" \"b/App/Vi\\303\\251w.swift\"\n@@ -0,0 +1,3 @@\n+a\n+b\n+c\n",
      ])
    let (files, agree) = try #require(GitDiffReader.files(in: bytes))
    #expect(agree)
    #expect(files.map(\.path) == [name, "App/Viéw.swift"])
    #expect(files.map(\.addedLines) == [[4...5, 11...11], [1...3]])
  }

  @Test func renamesAreListedByTheirNewPathAndChangedWhole() throws {
    let bytes = output(
      [":100644 100644 a a R100", "App/Old/Moved.swift", "App/New/Moved.swift"],
      ["diff --git a/App/Old/Moved.swift b/App/New/Moved.swift\nsimilarity index 100%\n"])
    let (files, agree) = try #require(GitDiffReader.files(in: bytes))
    #expect(agree && files.map(\.path) == ["App/New/Moved.swift"])
    #expect(files.first?.isWhollyChanged == true && files.first?.addedLines == [])
  }

  @Test func patchesThatDoNotMatchTheRecordsAreSaid() throws {
    let bytes = output([":100644 100644 a b M", "A.swift"], [])
    #expect(try #require(GitDiffReader.files(in: bytes)).patchesAgree == false)
    #expect(GitDiffReader.files(in: Array(":100644 100644 a b R100\0only-one\0".utf8)) == nil)
  }

  @Test(arguments: [
    ("@@ -10,2 +12,3 @@", 12...14), ("@@ -1 +1 @@", 1...1), ("@@ -0,0 +1 @@ x", 1...1),
  ])
  func readsHunkHeaders(header: String, range: ClosedRange<Int>) {
    #expect(GitDiffReader.addedRange(header) == range)
  }

  @Test func ignoresHunksThatOnlyRemoveOrMakeNoSense() {
    #expect(GitDiffReader.addedRange("@@ -3,2 +2,0 @@") == nil)
    #expect(GitDiffReader.addedRange("@@ -1 +9223372036854775807,9 @@") == nil)
    #expect(GitDiffReader.addedRange("@@ -1 +x @@") == nil)
  }
}
