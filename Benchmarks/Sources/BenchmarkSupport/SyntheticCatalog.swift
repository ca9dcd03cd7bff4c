import Foundation

/// A catalog folder laid out like the bundled one (`shows/page-N.json`,
/// `episodes/ID.json`) holding one show with a synthetic episode list, for the app and its
/// data source to read as they read the bundled catalog.
public struct SyntheticCatalog: Sendable {
  /// The show's id: page 3 of the index, where the bundled catalog has nothing.
  public static let showID = 999

  public let folder: URL

  /// Writes the catalog under the temporary folder; `episodes` are the show's.
  public init(episodes: SyntheticEpisodeList) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tvguide-benchmark-\(episodes.count)-\(episodes.seasons)")
    let shows = folder.appendingPathComponent("shows")
    let episodeFolder = folder.appendingPathComponent("episodes")
    try FileManager.default.createDirectory(at: shows, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: episodeFolder, withIntermediateDirectories: true)
    try Data("[\(Self.show)]".utf8).write(to: shows.appendingPathComponent("page-\(Self.showID / 250).json"))
    try episodes.write(to: episodeFolder.appendingPathComponent("\(Self.showID).json"))
  }

  private static let show = """
    {"id":\(showID),"url":"https://www.tvmaze.com/shows/\(showID)/synthetic-saga","name":"Synthetic Saga",\
    "type":"Scripted","language":"English","genres":["Drama","Adventure","Fantasy"],"status":"Running",\
    "runtime":60,"averageRuntime":61,"premiered":"2010-01-01","ended":null,\
    "officialSite":"https://example.org/saga","schedule":{"time":"21:00","days":["Sunday"]},\
    "rating":{"average":8.4},"weight":97,"network":{"id":8,"name":"HBO","country":{"name":"United States",\
    "code":"US","timezone":"America/New_York"},"officialSite":"https://www.hbo.com/"},"webChannel":null,\
    "dvdCountry":null,"externals":{"tvrage":1,"thetvdb":2,"imdb":"tt0000001"},\
    "image":{"medium":"https://static.tvmaze.com/a.jpg","original":"https://static.tvmaze.com/b.jpg"},\
    "summary":"<p>A saga of <b>many</b> seasons &amp; more episodes than any real show.</p>",\
    "updated":1704067200,"_links":{"self":{"href":"https://api.tvmaze.com/shows/\(showID)"}}}
    """
}
