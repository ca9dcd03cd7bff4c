import Foundation

/// The Swift files and the review's configuration of one commit, copied out of git's object
/// store into a fresh folder, so the project as it was can be reviewed beside the working tree
/// (`--changes BASE`). Nothing is checked out and the working tree is never touched.
///
/// The commit's tree comes from a pull request's history, so it is read as data: blobs are
/// read raw (`cat-file --batch`: no smudge filter, text conversion or line-ending rule of the
/// tree's `.gitattributes` runs), only regular files are written (a symbolic link or a
/// submodule is skipped, so nothing written points outside the folder), a path with an empty,
/// `.`, `..` or `.git` component is refused, and the review's limits on one file and on all the
/// Swift read apply before a byte is copied.
package struct GitTree: Sendable {
  /// The folder holding the commit's files; remove it with `remove()`.
  package let folder: URL
  /// The repository's top folder.
  package let root: URL
  /// What was not copied, one sentence each.
  package let notes: [String]

  /// One file of the tree to copy.
  private struct Entry {
    var object: String
    var size: Int
    var path: String
  }

  package init(at ref: String, projectRoot: String?, limits: ReviewLimits = .standard) throws {
    root = try GitChanges.topLevel(of: projectRoot ?? FileManager.default.currentDirectoryPath)
    let commit = try GitChanges.commit(named: ref, in: root.path)
    let listing = try GitProcess.run(["ls-tree", "-r", "-z", "-l", "--full-tree", commit], in: root.path)
    var notes: [String] = []
    var budget = limits.totalSize
    var entries: [Entry] = []
    for record in listing.split(separator: 0) {
      guard let entry = Self.entry(String(decoding: record, as: UTF8.self)) else { continue }
      guard Self.isSafe(entry.path) else {
        notes.append("\(entry.path) at \(ref) has a path no checkout could hold; it was skipped.")
        continue
      }
      guard entry.size <= limits.fileSize, entry.size <= budget else {
        notes.append("\(entry.path) at \(ref) is past the review's limits on what it reads; it was skipped.")
        continue
      }
      budget -= entry.size
      entries.append(entry)
    }
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tvguide-review-base-\(UUID().uuidString)", isDirectory: true)
    self.notes = notes
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
      try copy(entries, from: root.path)
    } catch let error as ReviewError {
      remove()
      throw error
    } catch {
      remove()
      throw ReviewError.gitFailed("the files at `\(ref)` could not be copied (\(error.localizedDescription))")
    }
  }

  /// Deletes the copy.
  package func remove() {
    try? FileManager.default.removeItem(at: folder)
  }

  /// `mode type object size\tpath` for a regular file the review reads, else `nil`.
  private static func entry(_ record: String) -> Entry? {
    guard let tab = record.firstIndex(of: "\t") else { return nil }
    let fields = record[..<tab].split(separator: " ", omittingEmptySubsequences: true)
    let path = String(record[record.index(after: tab)...])
    guard fields.count == 4, fields[0] == "100644" || fields[0] == "100755", fields[1] == "blob",
      let size = Int(fields[3]), isReviewed(path)
    else { return nil }
    return Entry(object: String(fields[2]), size: size, path: path)
  }

  /// Swift files (`Package.swift` among them) and the review's configuration files.
  private static func isReviewed(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".swift") || name == ReviewConfiguration.fileName
      || name == Reviewer.layerOrderFileName
  }

  private static func isSafe(_ path: String) -> Bool {
    !path.hasPrefix("/") && !path.contains("\0")
      && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { component in
        !component.isEmpty && component != "." && component != ".."
          && component.lowercased() != ".git"
      }
  }

  /// Reads every blob with one `git cat-file --batch` and writes each under `folder`.
  private func copy(_ entries: [Entry], from repository: String) throws {
    guard !entries.isEmpty else { return }
    let request = Data(entries.map { $0.object + "\n" }.joined().utf8)
    let output = try GitProcess.run(["cat-file", "--batch"], in: repository, input: request)
    var offset = output.startIndex
    for entry in entries {
      // Each answer is `OBJECT blob SIZE\n`, the bytes, then `\n`.
      guard let newline = output[offset...].firstIndex(of: UInt8(ascii: "\n")) else {
        throw ReviewError.gitFailed("git's copy of \(entry.path) was cut short")
      }
      let header = String(decoding: output[offset..<newline], as: UTF8.self).split(separator: " ")
      guard header.count == 3, header[1] == "blob", let size = Int(header[2]),
        output.distance(from: newline, to: output.endIndex) > size
      else {
        throw ReviewError.gitFailed("git could not read \(entry.path)")
      }
      let start = output.index(after: newline)
      let end = output.index(start, offsetBy: size)
      let url = folder.appendingPathComponent(entry.path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(output[start..<end]).write(to: url, options: .withoutOverwriting)
      offset = output.index(after: end)
    }
  }
}
