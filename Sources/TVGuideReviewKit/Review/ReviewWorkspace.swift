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

  /// Every file of the package (or just the reviewed ones outside a package), with the
  /// reviewed ones already parsed.
  func indexedFiles(reviewed files: [SourceFile]) throws -> [SourceFile] {
    guard let packageRoot else { return files }
    let reviewedPaths = Set(reviewed.map(\.url.path))
    let others = try SwiftFileFinder.files(under: packageRoot)
      .map { packageRoot.appendingPathComponent($0).standardizedFileURL }
      .filter { !reviewedPaths.contains($0.path) }
      .map { try load($0, as: $0.path, foldsOperators: false) }
    return files + others
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
