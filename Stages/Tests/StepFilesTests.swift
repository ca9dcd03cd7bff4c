import Foundation
import TVGuideTestSupport
import Testing

/// Each stage README's "Files changed" list is its step's real change: the files of
/// `Sources/` and `Tests/` the step adds, modifies and removes, found here by comparing the two
/// folders (a test file whose only change is the stage's module name is not a change).
/// `scripts/stage-diff --write` writes the lists; this test recomputes them independently.
@Suite struct StepFilesTests {
  /// One line of a "Files changed" list: `- added `Sources/ShowListInteractor.swift``.
  struct Change: Hashable, CustomStringConvertible {
    let kind: String
    let path: String
    var description: String { "\(kind) \(path)" }
  }

  private static func url(_ relative: String) -> URL {
    PackageLayout.root.appendingPathComponent(relative)
  }

  /// Paths relative to the stage folder of every file in its `Sources/` and `Tests/`.
  private static func files(of stage: Stage) -> [String: URL] {
    var found: [String: URL] = [:]
    for part in ["Sources", "Tests"] {
      let folder = url("\(stage.path)/\(part)")
      let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
      while let file = walker?.nextObject() as? URL {
        guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
        found[part + "/" + file.path.dropFirst(folder.path.count + 1)] = file
      }
    }
    return found
  }

  /// The text of a file, with the earlier stage's names replaced by the later's in tests.
  private static func text(of file: URL, path: String, renaming old: Stage, to new: Stage) throws -> String {
    let text = try String(contentsOf: file, encoding: .utf8)
    guard path.hasPrefix("Tests/") else { return text }
    return text.replacingOccurrences(of: old.moduleName, with: new.moduleName)
      .replacingOccurrences(of: old.executable, with: new.executable)
  }

  static func changes(from old: Stage, to new: Stage) throws -> Set<Change> {
    let before = files(of: old)
    let after = files(of: new)
    var changes = Set<Change>()
    for path in Set(before.keys).union(after.keys) {
      switch (before[path], after[path]) {
      case (nil, _?): changes.insert(Change(kind: "added", path: path))
      case (_?, nil): changes.insert(Change(kind: "removed", path: path))
      case (let was?, let now?):
        if try text(of: was, path: path, renaming: old, to: new)
          != text(of: now, path: path, renaming: old, to: new)
        {
          changes.insert(Change(kind: "modified", path: path))
        }
      default: break
      }
    }
    return changes
  }

  static func listed(in readme: String) -> Set<Change> {
    Set(
      readme.matches(of: /(?m)^- (added|modified|removed) `([^`]+)`$/).map {
        Change(kind: String($0.output.1), path: String($0.output.2))
      })
  }

  @Test(arguments: Array(zip(Stage.all, Stage.all.dropFirst())))
  func theReadmeListsTheFilesItsStepChanges(old: Stage, new: Stage) throws {
    let readme = try String(contentsOf: Self.url("\(new.path)/README.md"), encoding: .utf8)
    let section = try #require(readme.range(of: "## Files changed").map { String(readme[$0.upperBound...]) })
    let real = try Self.changes(from: old, to: new)
    #expect(!real.isEmpty)
    #expect(Self.listed(in: section) == real, "run scripts/stage-diff --write")
    #expect(section.contains("scripts/stage-diff \(new.number)"))
  }

  @Test func theListIsReadLineByLine() {
    let text = "- added `Sources/A.swift`\n- moved `B.swift`\n- removed `Tests/C.swift`\n"
    #expect(
      Self.listed(in: text).map(\.description).sorted() == ["added Sources/A.swift", "removed Tests/C.swift"])
  }
}
