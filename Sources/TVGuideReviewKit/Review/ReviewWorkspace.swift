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
  let limits: ReviewLimits
  /// Trees parsed by earlier reviews in this process, when the caller keeps them.
  private let memo: SyntaxTreeMemo?
  /// What the walk of the reviewed folders found and could not read (a FIFO named `.swift`, a
  /// link out of the project, a folder it may not open), by display path.
  private let walkRefusals: [(String, FileRefusal)]

  init(
    paths: [String], projectRoot: String? = nil, configuration: ReviewConfiguration? = nil,
    limits: ReviewLimits = .standard, memo: SyntaxTreeMemo? = nil
  ) throws {
    let targets = try paths.map(Self.checked)
    let first = targets.first ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    root =
      projectRoot.map { URL(fileURLWithPath: $0).standardizedFileURL }
      ?? Self.projectRoot(around: first.isDirectory ? first : first.deletingLastPathComponent())
      ?? (first.isDirectory ? first : first.deletingLastPathComponent())
    self.limits = limits
    self.memo = memo
    self.configuration = try configuration ?? ReviewConfiguration(projectRoot: root, limits: limits)
    manifest = try Self.manifest(at: root, limits: limits, memo: memo)
    let leavesOut = Self.leftOut(by: self.configuration)
    var seen: Set<String> = []
    var reviewed: [(URL, String)] = []
    var refused: [(String, FileRefusal)] = []
    for (path, target) in zip(paths, targets) {
      let displayRoot = Self.displayRoot(path)
      guard target.isDirectory else {
        if seen.insert(target.path).inserted { reviewed.append((target, displayRoot)) }
        continue
      }
      // Links are followed only inside the project, or inside the folder asked for when it
      // lies outside the project.
      let boundary = ProjectFileReader.isInside(target.path, root.path) ? root : target
      let listing = SwiftFileFinder.listing(under: target, boundary: boundary)
      // Test and template folders under a folder asked for are left out; one asked for is
      // not. So are files a pattern leaves out.
      let (configuration, root) = (self.configuration, self.root)
      let kept = { (relative: String) in
        !leavesOut(relative)
          && configuration.isIncluded(Self.relative(target.appendingPathComponent(relative), to: root))
      }
      for relative in listing.files where kept(relative) {
        let url = target.appendingPathComponent(relative)
        if seen.insert(url.path).inserted { reviewed.append((url, Self.join(displayRoot, relative))) }
      }
      refused += listing.refused.filter { kept($0.path) }.map {
        (Self.join(displayRoot, $0.path), $0.refusal)
      }
    }
    // The same files in the same order however the paths were asked for, so notes and
    // silenced findings come out the same run after run.
    self.reviewed = reviewed.sorted { $0.1 < $1.1 }
    walkRefusals = refused.sorted { $0.0 < $1.0 }
    named = Set(zip(paths, targets).filter { !$1.isDirectory }.map { Self.displayRoot($0.0) })
  }

  /// Convenience for one path, as older callers review.
  init(path: String) throws {
    try self.init(paths: [path])
  }

  /// The files under the reviewed paths, parsed; a file that cannot be read is a note.
  func reviewedFiles(notes: inout [String]) -> [SourceFile] {
    var skipped: [String] = []
    return reviewedFiles(notes: &notes, skipped: &skipped)
  }

  /// The files under the reviewed paths, parsed; each one that cannot be read or parsed within
  /// the limits is a note and its display path is in `skipped` (`--strict` fails on it).
  func reviewedFiles(notes: inout [String], skipped: inout [String]) -> [SourceFile] {
    var budget = limits.totalSize
    let (files, refused) = load(reviewed.map { ($0.url, $0.displayPath, true) }, budget: &budget)
    for (path, refusal) in (walkRefusals + refused).sorted(by: { $0.0 < $1.0 }) {
      notes.append("\(path) \(refusal.reason); it was skipped.")
      skipped.append(path)
    }
    return withoutTestCode(files)
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
      return SwiftFileFinder.listing(under: url, boundary: root).files.map {
        url.appendingPathComponent($0).standardizedFileURL
      }
    }
    let others = Set(visible.filter { !reviewedPaths.contains($0.path) && !isExcluded($0) })
      .sorted { $0.path < $1.path }
    // What the reviewed files used of the total is what is left for the files they can see.
    var budget = limits.totalSize - files.reduce(0) { $0 + $1.syntax.totalLength.utf8Length }
    let (indexed, refused) = load(others.map { ($0, $0.path, false) }, budget: &budget)
    // A file that is only indexed is not reported on; only the total's cut is said, since the
    // findings of the reviewed files may miss what the files left out declare.
    let cut = refused.count { if case .pastTotalSize = $0.1 { true } else { false } }
    if cut > 0 {
      notes.append(
        "\(cut) file\(cut == 1 ? "" : "s") the reviewed ones can see \(cut == 1 ? "was" : "were") not read: the "
          + "review reads at most \(FileRefusal.megabytes(limits.totalSize)) of Swift, reviewed files first; "
          + "findings that depend on what \(cut == 1 ? "it declares" : "they declare") may be missing.")
    }
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

  /// Reads and parses files on every core: parsing is most of a review's time. Files past
  /// what is left of `budget` (in bytes, measured before reading) are not read.
  private func load(
    _ files: [(url: URL, displayPath: String, reviewed: Bool)], budget: inout Int
  ) -> (files: [SourceFile], refused: [(String, FileRefusal)]) {
    var refused: [(String, FileRefusal)] = []
    var affordable: [(url: URL, displayPath: String, reviewed: Bool)] = []
    for file in files {
      let size = ProjectFileReader.size(of: file.url) ?? 0
      // A file over the per-file limit is refused by the reader, and costs nothing here.
      guard size > limits.fileSize || size <= budget else {
        refused.append((file.displayPath, .pastTotalSize(limit: limits.totalSize)))
        continue
      }
      if size <= limits.fileSize { budget -= size }
      affordable.append(file)
    }
    let reader = ProjectFileReader(root: root, limit: limits.fileSize)
    let (root, configuration, limits) = (root, configuration, limits)
    let (manifest, memo) = (manifest, memo)
    let results = ParallelMap.map(affordable) { file -> Result<SourceFile, FileRefusal> in
      Result { () throws(FileRefusal) -> SourceFile in
        let source = try reader.text(at: file.url)
        let relative = Self.relative(file.url, to: root)
        let (module, isFolderLayer) = Self.module(
          of: file.url, relative: relative, manifest: manifest, configuration: configuration)
        return try SourceFile.parsed(
          path: file.displayPath, source: source, module: module, moduleIsFolderLayer: isFolderLayer,
          relativePath: relative, folderModule: configuration.layers?.folderModule(ofFolderPath: relative),
          foldsOperators: file.reviewed, limits: limits, memo: memo)
      }
    }
    var loaded: [SourceFile] = []
    for (file, result) in zip(affordable, results) {
      switch result {
      case .success(let source): loaded.append(source)
      case .failure(let refusal): refused.append((file.displayPath, refusal))
      }
    }
    return (loaded, refused)
  }
}

extension URL {
  var isDirectory: Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}
