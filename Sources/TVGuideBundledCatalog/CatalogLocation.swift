import Foundation
import TVGuideEntity
import TVGuideInteractor

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

  /// The episode list of a show the catalog has no show object for.
  func showlessEpisodesFile(ofShow id: Int) -> URL {
    root.appendingPathComponent("episodes-without-show/\(id).json")
  }

  /// `schedule/tv-CC-DATE.json` or `schedule/web-DATE.json`, as `scripts/import-tvmaze`
  /// names them.
  func scheduleFile(_ request: ScheduleRequest) -> URL {
    root.appendingPathComponent("schedule/\(Self.scheduleName(request.kind, request.day)).json")
  }

  /// The days of `kind` that have a schedule file.
  func scheduleDays(_ kind: ScheduleKind) -> [ScheduleDay] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("schedule").path))
      ?? []
    return names.compactMap { name in
      guard name.hasPrefix(kind.rawValue + "-"), name.hasSuffix(".json") else { return nil }
      let stem = name.dropFirst(kind.rawValue.count + 1).dropLast(5)
      let date = CalendarDate(iso: String(stem.suffix(10)))
      let country = stem.count > 11 ? String(stem.dropLast(11)) : nil
      guard let date, stem.count == 10 || country?.count == 2 else { return nil }
      return ScheduleDay(date: date, country: country)
    }
  }

  private static func scheduleName(_ kind: ScheduleKind, _ day: ScheduleDay) -> String {
    [kind.rawValue, day.country, day.date.description].compactMap { $0 }.joined(separator: "-")
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
