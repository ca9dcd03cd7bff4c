import Foundation

/// Finds the catalog's files: the resource bundle SwiftPM puts next to the executable, or a
/// folder named by `TVGUIDE_CATALOG_DIR`. Never traps when they are missing (SwiftPM's
/// generated `Bundle.module` would), so a moved binary reports a clear error instead.
struct CatalogLocation {
  static let bundleName = "TVGuide_TVGuideBundledCatalog.resources"

  let root: URL

  static func find(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> CatalogLocation?
  {
    // An explicit folder is used even when it is wrong, so the user hears about it instead
    // of silently getting the shipped catalog.
    if let override = environment["TVGUIDE_CATALOG_DIR"], !override.isEmpty {
      return CatalogLocation(root: URL(fileURLWithPath: override))
    }
    var candidates: [URL] = []
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    for folder in [Bundle.main.bundleURL, executable.deletingLastPathComponent()] {
      candidates.append(folder.appendingPathComponent(bundleName).appendingPathComponent("Catalog"))
    }
    let found = candidates.first { url in
      FileManager.default.fileExists(atPath: url.appendingPathComponent("shows").path)
    }
    return found.map(CatalogLocation.init(root:))
  }

  func pageFile(_ page: Int) -> URL {
    root.appendingPathComponent("shows/page-\(page).json")
  }

  func episodesFile(ofShow id: Int) -> URL {
    root.appendingPathComponent("episodes/\(id).json")
  }

  func castFile(ofShow id: Int) -> URL {
    root.appendingPathComponent("cast/\(id).json")
  }

  /// The page numbers that have a file, ascending.
  func pageNumbers() -> [Int] {
    numbers(in: "shows", prefix: "page-").sorted()
  }

  /// The ids of the shows that have an episode list.
  func showIDsWithEpisodes() -> Set<Int> {
    Set(numbers(in: "episodes", prefix: ""))
  }

  /// The `N` of every `<prefix>N.json` in `folder`.
  private func numbers(in folder: String, prefix: String) -> [Int] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
    return names.compactMap { name in
      guard name.hasPrefix(prefix), name.hasSuffix(".json") else { return nil }
      return Int(name.dropFirst(prefix.count).dropLast(5))
    }
  }
}
