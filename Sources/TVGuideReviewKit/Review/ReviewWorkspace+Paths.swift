import Foundation

/// Where a review's files are: the project root around a folder, each file's module, and paths
/// from the root, each checked before it is read.
extension ReviewWorkspace {
  /// The module a file is compiled into (from the manifest, else the `Sources/NAME/` layout),
  /// or the layer its folder is mapped to in the configuration.
  static func module(
    of url: URL, relative: String, manifest: PackageManifest?, configuration: ReviewConfiguration
  ) -> (String?, isFolderLayer: Bool) {
    if let manifest, let target = manifest.target(containing: relative) { return (target.name, false) }
    if let layer = configuration.layers?.layer(ofFolderPath: relative) { return (layer, true) }
    let components = url.pathComponents
    guard let sources = components.lastIndex(of: "Sources"), sources + 2 < components.count else {
      return (nil, false)
    }
    return (components[sources + 1], false)
  }

  /// A path the command line names: a folder, or a Swift file. A symbolic link named `.swift`
  /// counts as a file even when it leads nowhere: reading it is refused with a note.
  static func checked(_ path: String) throws -> URL {
    let target = URL(fileURLWithPath: path).standardizedFileURL
    guard ProjectFileReader.exists(target) else { throw ReviewError.pathNotFound(path) }
    guard target.isDirectory || target.pathExtension == "swift" else {
      throw ReviewError.notSwiftFile(path)
    }
    return target
  }

  /// The package's manifest, parsed within the limits; a manifest that cannot be read or
  /// parsed stops the review, since which target each file is in would be a guess.
  static func manifest(at root: URL, limits: ReviewLimits, memo: SyntaxTreeMemo?) throws -> PackageManifest? {
    let url = root.appendingPathComponent("Package.swift")
    guard ProjectFileReader.exists(url) else { return nil }
    do throws(FileRefusal) {
      let text = try ProjectFileReader(root: root, limit: limits.fileSize).text(at: url)
      return PackageManifest(
        file: try SourceFile.parsed(
          path: "Package.swift", source: text, module: nil, moduleIsFolderLayer: false, relativePath: nil,
          folderModule: nil, foldsOperators: true, limits: limits, memo: memo))
    } catch {
      throw ReviewError.unreadableFile(path: url.path, reason: error.reason)
    }
  }

  /// The nearest folder at or above `folder` with `Package.swift`, an `.xcodeproj` or `.git`.
  static func projectRoot(around folder: URL) -> URL? {
    var current = folder.standardizedFileURL
    while true {
      if isProjectRoot(current) { return current }
      let parent = current.deletingLastPathComponent()
      guard parent.path != current.path else { return nil }
      current = parent
    }
  }

  static func isProjectRoot(_ folder: URL) -> Bool {
    let manager = FileManager.default
    if manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      || manager.fileExists(atPath: folder.appendingPathComponent(".git").path)
    {
      return true
    }
    let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.contains { $0.hasSuffix(".xcodeproj") }
  }

  /// `url`'s path from `root`, `/`-separated; its full path when it is not under `root`.
  static func relative(_ url: URL, to root: URL) -> String {
    let rootPath = root.standardizedFileURL.path
    let path = url.standardizedFileURL.path
    let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  static func displayRoot(_ path: String) -> String {
    var path = path
    while path.hasPrefix("./") { path.removeFirst(2) }
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path == "." ? "" : path
  }

  static func join(_ root: String, _ relative: String) -> String {
    root.isEmpty ? relative : root + "/" + relative
  }
}
