import Foundation

/// The Swift files and lines `git diff REF` changes, as paths the review prints.
///
/// A pull request chooses the files, their names, their `.gitattributes` and the ref a
/// workflow passes on, so git is driven so that none of them can change what is listed: the
/// ref must name a commit (`rev-parse --verify --end-of-options`, never an option), external
/// diff drivers and text conversions are off, every file is diffed as text whatever its
/// attributes say (`*.swift -diff` once hid every change), renames and copies are listed by
/// their new path, the user's prefix and relative-path settings are overridden, and paths are
/// read from `-z` records, never from the patch (`GitDiffReader`).
package struct GitChanges: Sendable {
  /// The repository's top folder.
  package let root: URL
  /// The changed Swift files, as the review prints them.
  package let files: [String]
  private let lines: [String: [ClosedRange<Int>]]
  /// Files whose every line counts as changed: renamed, copied, or of a changed type.
  private let wholeFiles: Set<String>
  /// The review's configuration files the change adds, edits, renames or deletes, from the
  /// repository's top: a pull request that edits `excluded` or `rules` chooses what is
  /// reviewed of it, so the review says so.
  package let configurationFiles: [String]

  package init(since ref: String, projectRoot: String?) throws {
    let start = projectRoot ?? FileManager.default.currentDirectoryPath
    root = try Self.topLevel(of: start)
    let commit = try Self.commit(named: ref, in: root.path)
    let output = try GitProcess.run(Self.diffArguments(from: commit), in: root.path)
    guard let (changed, agree) = GitDiffReader.files(in: Array(output)) else {
      throw ReviewError.gitFailed("its list of changes could not be read")
    }
    let prefix = Self.displayPrefix(of: root)
    var lines: [String: [ClosedRange<Int>]] = [:]
    var wholeFiles: Set<String> = []
    for file in changed {
      let path = prefix + file.path
      lines[path, default: []] += file.addedLines
      // When the patches cannot be matched to the files, every line of every file counts as
      // changed: the review may then say more than the change, never less.
      if file.isWhollyChanged || !agree { wholeFiles.insert(path) }
    }
    var seen: Set<String> = []
    files = changed.map { prefix + $0.path }.filter { seen.insert($0).inserted }
    self.lines = lines
    self.wholeFiles = wholeFiles
    configurationFiles = try Self.changedConfiguration(since: commit, in: root.path)
  }

  /// The top folder of the repository `folder` is in.
  static func topLevel(of folder: String) throws -> URL {
    let topLevel = try GitProcess.run(["rev-parse", "--show-toplevel"], in: folder)
    return URL(fileURLWithPath: String(decoding: topLevel, as: UTF8.self).trimmingCharacters(in: .newlines))
  }

  /// The configuration files `git diff` lists as changed, deletions and renames included.
  private static func changedConfiguration(since commit: String, in folder: String) throws -> [String] {
    let names = [ReviewConfiguration.fileName, Reviewer.layerOrderFileName].flatMap { [$0, "**/" + $0] }
    let output = try GitProcess.run(
      settingOverrides
        + ["diff", "--name-only", "-z", "--no-ext-diff", "--no-textconv", "--no-relative", commit, "--"]
        + names, in: folder)
    return output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether the change adds or rewrites `line` of `file` (a path as the review prints it).
  package func contains(file: String, line: Int) -> Bool {
    wholeFiles.contains(file) || lines[file]?.contains { $0.contains(line) } == true
  }

  /// The commit `ref` names, refused unless it is one: `--end-of-options` keeps a ref such as
  /// `--output=FILE` from being read as an option of git's.
  static func commit(named ref: String, in folder: String) throws -> String {
    guard !ref.isEmpty, !ref.contains("\0") else {
      throw ReviewError.gitFailed("`\(ref)` names no commit")
    }
    let output: Data
    do {
      output = try GitProcess.run(
        ["rev-parse", "--verify", "--quiet", "--end-of-options", ref + "^{commit}"], in: folder)
    } catch {
      throw ReviewError.gitFailed("`\(ref)` names no commit of the repository at \(folder)")
    }
    let commit = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard !commit.isEmpty, commit.allSatisfy(\.isHexDigit) else {
      throw ReviewError.gitFailed("`\(ref)` names no commit of the repository at \(folder)")
    }
    return commit
  }

  /// The user's settings that could hide a change or alter how `git diff` prints it, overridden.
  static let settingOverrides = [
    "-c", "diff.noprefix=false", "-c", "diff.mnemonicPrefix=false", "-c", "diff.relative=false",
    "-c", "core.quotePath=false",
  ]

  /// `git diff` with every setting that could hide a change or alter how it prints fixed.
  static func diffArguments(from commit: String) -> [String] {
    settingOverrides + [
      "diff", "--raw", "-z", "-p", "--unified=0", "--inter-hunk-context=0", "--no-color", "--no-ext-diff",
      "--no-textconv", "--text", "--find-renames", "--find-copies", "--no-relative", "--src-prefix=a/",
      "--dst-prefix=b/", "--diff-filter=ACMRT", commit, "--", "*.swift",
    ]
  }

  /// Paths print relative to the current folder when the repository is it, else in full.
  private static func displayPrefix(of root: URL) -> String {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
    return current.path == root.standardizedFileURL.path ? "" : root.path + "/"
  }
}
