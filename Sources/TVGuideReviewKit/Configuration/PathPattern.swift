/// A glob over project-relative paths, as `.gitignore` and SwiftLint write them: `*` within a
/// folder name, `**` across folders, `?` one character. A pattern without `/` matches a file
/// or folder name anywhere (`*.generated.swift`); one ending in `/` matches a folder and all
/// it holds (`Pods/`).
///
/// Patterns come from the project's configuration, which a pull request can change, so they
/// are compiled once and matched without backtracking, at a cost of the path's length times
/// the pattern's (`NameGlob` for names; the folders the same way, a set of places at a time).
package struct PathPattern: Sendable, Hashable {
  package let text: String
  private let segments: [Segment]
  private let anchored: Bool
  private let folderOnly: Bool

  /// One folder or file name of the pattern, or `**`, any number of them.
  private enum Segment: Sendable {
    case anyFolders
    case name(NameGlob)
  }

  package init(_ text: String) {
    self.text = text
    var body = Substring(text)
    while body.hasPrefix("./") { body.removeFirst(2) }
    folderOnly = body.hasSuffix("/")
    while body.hasSuffix("/") { body.removeLast() }
    anchored = body.contains("/")
    if body.hasPrefix("/") { body.removeFirst() }
    segments = body.split(separator: "/").map { $0 == "**" ? .anyFolders : .name(NameGlob($0)) }
  }

  package static func == (left: PathPattern, right: PathPattern) -> Bool {
    left.text == right.text
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(text)
  }

  /// Whether `path` (relative to the project root, `/`-separated) or a folder above it matches.
  package func matches(_ path: String) -> Bool {
    matches(components: path.split(separator: "/").map(String.init))
  }

  /// `matches(_:)` for a path already split at `/`, when several patterns are tried on it.
  package func matches(components: [String]) -> Bool {
    matchedFolderCount(components: components) != nil
  }

  /// How many of `path`'s leading folders the pattern names, when it matches: 3 for
  /// `Modules/Home/Presenter/HomePresenter.swift` under `Modules/*/Presenter/`. A pattern
  /// without `/` names the folder it matches and those above it.
  package func matchedFolderCount(_ path: String) -> Int? {
    matchedFolderCount(components: path.split(separator: "/").map(String.init))
  }

  private func matchedFolderCount(components: [String]) -> Int? {
    // A folder pattern names a folder: never the last component, the file itself.
    let candidates = folderOnly ? components.dropLast() : components[...]
    if anchored { return shortestMatchingPrefix(of: candidates) }
    guard segments.count == 1, case .name(let name) = segments[0] else {
      // `**` alone matches any name, as `*` does.
      return segments.count == 1 && !candidates.isEmpty ? 1 : nil
    }
    return candidates.firstIndex { name.matches($0) }.map { $0 - candidates.startIndex + 1 }
  }

  /// The fewest leading components the pattern matches as a whole: the path itself or a
  /// folder above it. One pass over the components, keeping every place in the pattern the
  /// components read so far can have reached.
  private func shortestMatchingPrefix(of components: ArraySlice<String>) -> Int? {
    var active = [Bool](repeating: false, count: segments.count + 1)
    active[0] = true
    skipEmptyGlobstars(&active)
    for (read, component) in components.enumerated() {
      var next = [Bool](repeating: false, count: active.count)
      var any = false
      for position in segments.indices where active[position] {
        switch segments[position] {
        case .anyFolders:
          next[position] = true
          any = true
        case .name(let name) where name.matches(component):
          next[position + 1] = true
          any = true
        case .name:
          break
        }
      }
      guard any else { return nil }
      skipEmptyGlobstars(&next)
      if next[segments.count] { return read + 1 }
      active = next
    }
    return nil
  }

  /// `**` may stand for no folder at all: its place also reaches the next one.
  private func skipEmptyGlobstars(_ active: inout [Bool]) {
    for position in segments.indices where active[position] {
      if case .anyFolders = segments[position] { active[position + 1] = true }
    }
  }
}
