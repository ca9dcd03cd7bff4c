import Foundation

/// The files of one review: those under the paths asked for, and the project around them,
/// whose types the rules see whatever was asked, so a file gets the same findings alone, in
/// its folder or in the whole project.
struct ReviewWorkspace: Sendable {
  /// The folder holding `Package.swift`, an `.xcodeproj` or `.git`; else the reviewed folder.
  let root: URL
  let configuration: ReviewConfiguration
  /// The files under the reviewed paths, with the paths findings print for them.
  private let reviewed: [(url: URL, displayPath: String)]
  /// The files asked for by name: reviewed even when they are test code.
  private let named: Set<String>
  private let manifest: PackageManifest?

  init(paths: [String], projectRoot: String? = nil, configuration: ReviewConfiguration? = nil) throws {
    let targets = try paths.map(Self.checked)
    let first = targets.first ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    root =
      projectRoot.map { URL(fileURLWithPath: $0).standardizedFileURL }
      ?? Self.projectRoot(around: first.isDirectory ? first : first.deletingLastPathComponent())
      ?? (first.isDirectory ? first : first.deletingLastPathComponent())
    self.configuration = try configuration ?? ReviewConfiguration(projectRoot: root)
    manifest = try Self.manifest(at: root)
    let leavesOut = Self.leftOut(by: self.configuration)
    var seen: Set<String> = []
    var reviewed: [(URL, String)] = []
    for (path, target) in zip(paths, targets) {
      let displayRoot = Self.displayRoot(path)
      // Test and template folders under a folder asked for are left out; one asked for is not.
      let files =
        target.isDirectory
        ? SwiftFileFinder.files(under: target).filter { !leavesOut($0) }.map {
          (target.appendingPathComponent($0), Self.join(displayRoot, $0))
        }
        : [(target, displayRoot)]
      for (url, display) in files where seen.insert(url.path).inserted {
        // A file asked for by name is reviewed even if a pattern leaves out its folder.
        if target.isDirectory, !self.configuration.isIncluded(Self.relative(url, to: root)) { continue }
        reviewed.append((url, display))
      }
    }
    self.reviewed = reviewed
    named = Set(zip(paths, targets).filter { !$1.isDirectory }.map { Self.displayRoot($0.0) })
  }

  /// Convenience for one path, as older callers review.
  init(path: String) throws {
    try self.init(paths: [path])
  }

  /// The files under the reviewed paths, parsed; a file that cannot be read is a note.
  func reviewedFiles(notes: inout [String]) -> [SourceFile] {
    withoutTestCode(load(reviewed.map { ($0.url, $0.displayPath, true) }, notes: &notes))
  }

  func reviewedFiles() throws -> [SourceFile] {
    var notes: [String] = []
    return reviewedFiles(notes: &notes)
  }

  /// The reviewed files, then the files they can see: in a package, those of their targets
  /// and of the targets those depend on (the whole package when a reviewed file belongs to no
  /// target); elsewhere every Swift file of the project. Excluded files are never read.
  func indexedFiles(reviewed files: [SourceFile]) throws -> [SourceFile] {
    var notes: [String] = []
    return indexedFiles(reviewed: files, notes: &notes)
  }

  func indexedFiles(reviewed files: [SourceFile], notes: inout [String]) -> [SourceFile] {
    let reviewedPaths = Set(reviewed.map(\.url.path))
    let folders = manifest == nil ? [""] : visibleFolders(of: files)
    let visible = folders.flatMap { folder in
      let url = folder.isEmpty ? root : root.appendingPathComponent(folder)
      return SwiftFileFinder.files(under: url).map { url.appendingPathComponent($0).standardizedFileURL }
    }
    let others = Set(visible.filter { !reviewedPaths.contains($0.path) && !isExcluded($0) })
      .sorted { $0.path < $1.path }
    var quiet: [String] = []
    let indexed = load(others.map { ($0, $0.path, false) }, notes: &quiet)
    return files + withoutTestCode(indexed)
  }

  private func isExcluded(_ url: URL) -> Bool {
    let relative = Self.relative(url, to: root)
    let components = relative.split(separator: "/").map(String.init)
    return (ReviewConfiguration.defaultExcluded + configuration.excluded).contains {
      $0.matches(components: components)
    } || Self.leftOut(by: configuration)(relative)
  }

  /// Whether a file at a relative path is test or template code the configuration leaves out.
  private static func leftOut(by configuration: ReviewConfiguration) -> @Sendable (String) -> Bool {
    let tests = !configuration.reviewsTests
    let templates = !configuration.reviewsTemplates
    return { path in
      (tests && TestCode.isInTestFolder(path)) || (templates && TemplateCode.isTemplate(path))
    }
  }

  /// `files` without those that import a test framework, unless the project reviews its
  /// tests or the file was asked for by name.
  private func withoutTestCode(_ files: [SourceFile]) -> [SourceFile] {
    guard !configuration.reviewsTests else { return files }
    return files.filter { file in
      named.contains(file.path) || !TestCode.importsTestFramework(file)
    }
  }

  /// Package-relative folders of the targets `files` can see; `[""]`, the package root, when
  /// one of them is in no target the manifest declares.
  private func visibleFolders(of files: [SourceFile]) -> [String] {
    let targets = Dictionary(
      (manifest?.targets ?? []).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var pending = files.map(\.module)
    var visible: Set<String> = []
    while let module = pending.popLast() {
      guard let module, let target = targets[module] else { return [""] }
      guard visible.insert(module).inserted else { continue }
      pending += target.dependencies.map(\.name).filter { targets[$0] != nil }
    }
    return visible.compactMap { targets[$0]?.path }.sorted()
  }

  /// The order the project declares, else none.
  var layerOrder: LayerOrder? { configuration.layers }

  /// Reads and parses files on every core: parsing is most of a review's time.
  private func load(_ files: [(url: URL, displayPath: String, reviewed: Bool)], notes: inout [String])
    -> [SourceFile]
  {
    let results = ParallelMap.map(files) { file -> Result<SourceFile, ReviewError> in
      guard let source = Self.text(of: file.url) else {
        return .failure(.unreadableFile(file.displayPath))
      }
      let relative = Self.relative(file.url, to: root)
      let (module, isFolderLayer) = module(of: file.url, relative: relative)
      return .success(
        SourceFile(
          path: file.displayPath, source: source, module: module, moduleIsFolderLayer: isFolderLayer,
          relativePath: relative, folderModule: configuration.layers?.folderModule(ofFolderPath: relative),
          foldsOperators: file.reviewed))
    }
    var loaded: [SourceFile] = []
    for result in results {
      switch result {
      case .success(let file): loaded.append(file)
      case .failure(let error): notes.append("\(error.message) It was skipped.")
      }
    }
    return loaded
  }

  /// The module a file is compiled into (from the manifest, else the `Sources/NAME/` layout),
  /// or the layer its folder is mapped to in the configuration.
  private func module(of url: URL, relative: String) -> (String?, isFolderLayer: Bool) {
    if let manifest, let target = manifest.target(containing: relative) { return (target.name, false) }
    if let layer = configuration.layers?.layer(ofFolderPath: relative) { return (layer, true) }
    let components = url.pathComponents
    guard let sources = components.lastIndex(of: "Sources"), sources + 2 < components.count else {
      return (nil, false)
    }
    return (components[sources + 1], false)
  }

  private static func text(of url: URL) -> String? {
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    return String(data: data, encoding: .utf8)
  }

  private static func checked(_ path: String) throws -> URL {
    let target = URL(fileURLWithPath: path).standardizedFileURL
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) else {
      throw ReviewError.pathNotFound(path)
    }
    guard isDirectory.boolValue || target.pathExtension == "swift" else {
      throw ReviewError.notSwiftFile(path)
    }
    return target
  }

  private static func manifest(at root: URL) throws -> PackageManifest? {
    let url = root.appendingPathComponent("Package.swift")
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    guard let text = text(of: url) else { throw ReviewError.unreadableFile(url.path) }
    return PackageManifest(file: SourceFile(path: "Package.swift", source: text))
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

  private static func isProjectRoot(_ folder: URL) -> Bool {
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

  private static func displayRoot(_ path: String) -> String {
    var path = path
    while path.hasPrefix("./") { path.removeFirst(2) }
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path == "." ? "" : path
  }

  private static func join(_ root: String, _ relative: String) -> String {
    root.isEmpty ? relative : root + "/" + relative
  }
}

extension URL {
  fileprivate var isDirectory: Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}
