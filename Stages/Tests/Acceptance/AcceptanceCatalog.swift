import Foundation
import TVGuideTestSupport

/// A small catalog folder for `TVGUIDE_CATALOG_DIR`, made from the bundled one: page 0 holds
/// Under the Dome (every fact known, episodes and cast included) and Bare Show (no genre, every
/// optional fact unknown, no episodes, no cast), page 1 is missing (the index has gaps), page 2
/// holds Later Show, the only running show (for the status filter), and is the last.
/// Tests break it on purpose (`corrupt`, `removeShows`) and mend it (`restore`).
struct AcceptanceCatalog {
  let folder: TemporaryFolder
  private let pages: [Int: Data]

  private static let bundled = PackageLayout.root.appendingPathComponent(
    "Sources/TVGuideBundledCatalog/Catalog")
  /// The facts a TVMaze show may send as `null`, all unknown for Bare Show.
  private static let optionalFacts = [
    "premiered", "ended", "rating", "network", "webChannel", "runtime", "averageRuntime", "schedule",
    "summary",
    "status", "officialSite",
  ]

  init() throws {
    folder = try TemporaryFolder()
    let shows = folder.url.appendingPathComponent("shows")
    let episodes = folder.url.appendingPathComponent("episodes")
    try FileManager.default.createDirectory(at: shows, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: episodes, withIntermediateDirectories: true)
    let page =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: Self.bundled.appendingPathComponent("shows/page-0.json"))) as? [[String: Any]]
      ?? []
    var bare = page[1]
    for fact in Self.optionalFacts { bare[fact] = NSNull() }
    bare["name"] = "Bare Show"
    bare["genres"] = [String]()
    var later = page[2]
    later["id"] = 2 * 250 + 10
    later["name"] = "Later Show"
    later["status"] = "Running"
    pages = [
      0: try JSONSerialization.data(withJSONObject: [page[0], bare]),
      2: try JSONSerialization.data(withJSONObject: [later]),
    ]
    try restore()
    try FileManager.default.copyItem(
      at: Self.bundled.appendingPathComponent("episodes/1.json"),
      to: episodes.appendingPathComponent("1.json"))
    let cast = folder.url.appendingPathComponent("cast")
    try FileManager.default.createDirectory(at: cast, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Self.underTheDomesCast, to: cast.appendingPathComponent("1.json"))
  }

  /// Under the Dome's cast as TVMaze sends it (`GET /shows/1/cast`), 15 credits.
  static let underTheDomesCast = bundled.appendingPathComponent("cast/1.json")

  var environment: [String: String] { ["TVGUIDE_CATALOG_DIR": folder.url.path, "COLUMNS": "80"] }

  /// The environment with faults for the stages' data source to act out once each
  /// (`page 0: no-connection; show 1: 429 0.5`, see `StageFaultPlan`).
  func environment(faults: String) -> [String: String] {
    environment.merging(["TVGUIDE_FAULTS": faults]) { $1 }
  }

  private func pageFile(_ number: Int) -> URL {
    folder.url.appendingPathComponent("shows/page-\(number).json")
  }

  /// Page `number` becomes a file that is not JSON.
  func corrupt(page number: Int) throws {
    try Data("not json".utf8).write(to: pageFile(number))
  }

  /// Every page as it was made.
  func restore() throws {
    for (number, data) in pages { try data.write(to: pageFile(number)) }
  }
}
