/// A glob over project-relative paths, as `.gitignore` and SwiftLint write them: `*` within a
/// folder name, `**` across folders, `?` one character. A pattern without `/` matches a file
/// or folder name anywhere (`*.generated.swift`); one ending in `/` matches a folder and all
/// it holds (`Pods/`).
package struct PathPattern: Sendable, Hashable {
  package let text: String
  private let segments: [String]
  /// Each segment's characters, kept so matching does not make them again for every path.
  private let segmentCharacters: [[Character]]
  private let anchored: Bool
  private let folderOnly: Bool

  package init(_ text: String) {
    self.text = text
    var body = text
    while body.hasPrefix("./") { body.removeFirst(2) }
    folderOnly = body.hasSuffix("/")
    while body.hasSuffix("/") { body.removeLast() }
    anchored = body.contains("/")
    if body.hasPrefix("/") { body.removeFirst() }
    segments = body.split(separator: "/").map(String.init)
    segmentCharacters = segments.map(Array.init)
  }

  /// Whether `path` (relative to the project root, `/`-separated) or a folder above it matches.
  package func matches(_ path: String) -> Bool {
    matches(components: path.split(separator: "/").map(String.init))
  }

  /// `matches(_:)` for a path already split at `/`, when several patterns are tried on it.
  package func matches(components: [String]) -> Bool {
    if anchored {
      // The pattern names the path itself or a folder above it.
      let longest = folderOnly ? components.count - 1 : components.count
      guard longest >= 1 else { return false }
      return (1...longest).contains { Self.match(segments[...], components.prefix($0)) }
    }
    guard let pattern = segmentCharacters.first, segments.count == 1 else { return false }
    let candidates = folderOnly ? components.dropLast() : components[...]
    return candidates.contains { Self.matchName(pattern[...], $0) }
  }

  /// How many of `path`'s leading folders the pattern names, when it matches: 3 for
  /// `Modules/Home/Presenter/HomePresenter.swift` under `Modules/*/Presenter/`. A pattern
  /// without `/` names the folder it matches and those above it.
  package func matchedFolderCount(_ path: String) -> Int? {
    let components = path.split(separator: "/").map(String.init)
    if anchored {
      let longest = folderOnly ? components.count - 1 : components.count
      guard longest >= 1 else { return nil }
      return (1...longest).first { Self.match(segments[...], components.prefix($0)) }
    }
    guard let pattern = segmentCharacters.first, segments.count == 1 else { return nil }
    let candidates = folderOnly ? components.dropLast() : components[...]
    return candidates.firstIndex { Self.matchName(pattern[...], $0) }.map { $0 + 1 }
  }

  private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      return (path.startIndex...path.endIndex).contains { match(pattern.dropFirst(), path[$0...]) }
    }
    guard let name = path.first, matchName(Array(first)[...], name) else { return false }
    return match(pattern.dropFirst(), path.dropFirst())
  }

  /// A name against one segment; a segment without `*` or `?` is compared as it is.
  private static func matchName(_ pattern: ArraySlice<Character>, _ name: String) -> Bool {
    if !pattern.contains("*") && !pattern.contains("?") { return pattern.elementsEqual(name) }
    return matchName(pattern, Array(name)[...])
  }

  private static func matchName(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
    guard let first = pattern.first else { return name.isEmpty }
    switch first {
    case "*":
      return (name.startIndex...name.endIndex).contains { matchName(pattern.dropFirst(), name[$0...]) }
    case "?":
      return !name.isEmpty && matchName(pattern.dropFirst(), name.dropFirst())
    default:
      return name.first == first && matchName(pattern.dropFirst(), name.dropFirst())
    }
  }
}
