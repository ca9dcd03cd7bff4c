import Foundation

extension ArchitectureChanges {
  /// The changes from commit `ref` to the working tree of the paths asked for (the whole
  /// repository when none is), and what could not be read on either side. The commit's files
  /// are read through git into a scratch folder (`GitTree`), never checked out; a path that
  /// did not exist at `ref` has nothing on the old side.
  package static func since(
    _ ref: String, paths: [String], projectRoot: String?
  ) throws -> (changes: ArchitectureChanges, notes: [String]) {
    let tree = try GitTree(at: ref, projectRoot: projectRoot)
    defer { tree.remove() }
    let root = tree.root.resolvingSymlinksInPath().standardizedFileURL
    let projectFolder = try projectRoot.map { try relative(URL(fileURLWithPath: $0), to: root) } ?? ""
    let asked = try (paths.isEmpty ? [root.path] : paths).map {
      try relative(URL(fileURLWithPath: $0), to: root)
    }
    let newRoot = projectFolder.isEmpty ? root : root.appendingPathComponent(projectFolder)
    let oldRoot = projectFolder.isEmpty ? tree.folder : tree.folder.appendingPathComponent(projectFolder)
    let new = try ArchitectureReview(
      paths: asked.map { $0.isEmpty ? root.path : root.appendingPathComponent($0).path },
      projectRoot: newRoot.path)
    let oldPaths = asked.map { $0.isEmpty ? tree.folder.path : tree.folder.appendingPathComponent($0).path }
      .filter { FileManager.default.fileExists(atPath: $0) }
    let old =
      oldPaths.isEmpty || !FileManager.default.fileExists(atPath: oldRoot.path)
      ? ArchitectureReview(
        root: oldRoot.path, files: [], types: [], modules: [], layerDependencies: [:], ownershipCycles: [],
        notes: [])
      : try ArchitectureReview(paths: oldPaths, projectRoot: oldRoot.path)
    // The scratch folder's name means nothing to a reader: notes name files from the root.
    let oldNotes = old.notes.map { $0.replacingOccurrences(of: tree.folder.path + "/", with: "") }
    return (ArchitectureChanges(from: old, to: new, base: ref), tree.notes + oldNotes + new.notes)
  }

  /// `url`'s path from `root`, `""` for the root itself; a path outside it is an error.
  private static func relative(_ url: URL, to root: URL) throws -> String {
    let path = url.resolvingSymlinksInPath().standardizedFileURL.path
    if path == root.path { return "" }
    guard path.hasPrefix(root.path + "/") else {
      throw ArchitectureReviewError(message: "\(url.path) is not inside the repository at \(root.path).")
    }
    return String(path.dropFirst(root.path.count + 1))
  }
}
