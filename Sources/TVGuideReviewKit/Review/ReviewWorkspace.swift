import Foundation

/// The files of one review: those under the reviewed path, and the package around them.
struct ReviewWorkspace {
  /// The files under the reviewed path, with the paths findings print for them.
  private let reviewed: [(url: URL, displayPath: String)]
  private let packageRoot: URL?
  private let manifest: PackageManifest?

  init(path: String) throws {
    let target = URL(fileURLWithPath: path).standardizedFileURL
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) else {
      throw ReviewError.pathNotFound(path)
    }
    guard isDirectory.boolValue || target.pathExtension == "swift" else {
      throw ReviewError.notSwiftFile(path)
    }
    let displayRoot = Self.displayRoot(path)
    self.reviewed =
      isDirectory.boolValue
      ? SwiftFileFinder.files(under: target).map { relative in
        (target.appendingPathComponent(relative), Self.join(displayRoot, relative))
      }
      : [(target, displayRoot)]
    self.packageRoot = Self.packageRoot(
      around: isDirectory.boolValue ? target : target.deletingLastPathComponent())
    self.manifest = try packageRoot.map { root in
      let text = try Self.text(of: root.appendingPathComponent("Package.swift"), as: "Package.swift")
      return PackageManifest(file: SourceFile(path: "Package.swift", source: text))
    }
  }

  /// The files under the reviewed path, parsed.
  func reviewedFiles() throws -> [SourceFile] {
    try reviewed.map { try load($0.url, as: $0.displayPath) }
  }

  /// The reviewed files, then the files they can see: those of their targets and of the
  /// targets those depend on, as `Package.swift` declares them (the whole package when a
  /// reviewed file belongs to no target; nothing more outside a package). A file cannot use
  /// a type from anywhere else, so reading the rest would only cost time.
  func indexedFiles(reviewed files: [SourceFile]) throws -> [SourceFile] {
    guard let packageRoot else { return files }
    let reviewedPaths = Set(reviewed.map(\.url.path))
    let visible = visibleFolders(of: files).flatMap { folder in
      let url = folder.isEmpty ? packageRoot : packageRoot.appendingPathComponent(folder)
      return SwiftFileFinder.files(under: url).map { url.appendingPathComponent($0).standardizedFileURL }
    }
    let others = Set(visible.filter { !reviewedPaths.contains($0.path) }).sorted { $0.path < $1.path }
    return try files + others.map { try load($0, as: $0.path, foldsOperators: false) }
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

  /// The explicit order at the package root, else the project's.
  func layerOrder() throws -> LayerOrder {
    guard let file = packageRoot?.appendingPathComponent(Reviewer.layerOrderFileName),
      FileManager.default.fileExists(atPath: file.path)
    else { return .tvGuide }
    do {
      return try LayerOrder(contentsOf: file)
    } catch {
      throw ReviewError.invalidLayerOrder(path: file.path, reason: "\(error)")
    }
  }

  private func load(_ url: URL, as displayPath: String, foldsOperators: Bool = true) throws -> SourceFile {
    SourceFile(
      path: displayPath, source: try Self.text(of: url, as: displayPath), module: module(of: url),
      foldsOperators: foldsOperators)
  }

  /// The target a file is compiled into: from the manifest, else the `Sources/NAME/` layout.
  private func module(of url: URL) -> String? {
    let components = url.standardizedFileURL.pathComponents
    if let packageRoot, let manifest {
      let rootCount = packageRoot.standardizedFileURL.pathComponents.count
      let relative = components.dropFirst(rootCount).joined(separator: "/")
      if let target = manifest.target(containing: relative) { return target.name }
    }
    guard let sources = components.lastIndex(of: "Sources"), sources + 2 < components.count else {
      return nil
    }
    return components[sources + 1]
  }

  private static func text(of url: URL, as displayPath: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: url.path),
      let source = String(data: data, encoding: .utf8)
    else { throw ReviewError.unreadableFile(displayPath) }
    return source
  }

  private static func packageRoot(around folder: URL) -> URL? {
    var current = folder.standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: current.appendingPathComponent("Package.swift").path) {
        return current
      }
      let parent = current.deletingLastPathComponent()
      guard parent.path != current.path else { return nil }
      current = parent
    }
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
