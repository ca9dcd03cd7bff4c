import Foundation

/// A catalog folder whose one show is a daily show of 15 000 episodes, made from The Simpsons'
/// real ones (their fields, HTML summaries and nulls) renumbered into 60 seasons of 250, every
/// 97th a special without a number.
struct LongShowCatalog {
  static let showID = 999
  static let episodeCount = 15_000
  static let seasonLength = 250
  let folder: CatalogFolder

  init() throws {
    let real = try BundledCatalogFiles.episodes(ofShow: 83)
    var episodes: [[String: Any]] = []
    episodes.reserveCapacity(Self.episodeCount)
    for index in 0..<Self.episodeCount {
      var episode = real[index % real.count]
      episode["id"] = 1_000_000 + index
      episode["season"] = index / Self.seasonLength + 1
      episode["number"] = index % 97 == 0 ? NSNull() : index % Self.seasonLength + 1
      episodes.append(episode)
    }
    let show: [String: Any] = [
      "id": Self.showID, "name": "The Daily Saga", "genres": ["Talk Show"], "status": "Running",
      "premiered": "1990-01-01", "rating": ["average": 6.5], "summary": "<p>Every <b>weekday</b>.</p>",
    ]
    folder = try CatalogFolder(shows: [show], episodes: [Self.showID: episodes])
  }
}
