import Foundation
import TVGuideEntity

/// The last day a catalog's episode lists reach: the latest `"airdate"` in their files, found
/// by scanning the bytes (a key inside a JSON string has its quotes escaped, so it cannot
/// match) instead of decoding 1.7 MB of episodes on every `tvguide next`.
enum CatalogDataEnd {
  private static let key = Array(#""airdate":""#.utf8)

  /// The latest valid airdate in `files`; `nil` when none has one or none can be read.
  static func latestAirdate(in files: [URL]) -> CalendarDate? {
    var latest: CalendarDate?
    for file in files {
      guard let data = try? Data(contentsOf: file) else { continue }
      guard let found = latestAirdate(in: data) else { continue }
      latest = max(latest ?? found, found)
    }
    return latest
  }

  /// The latest valid airdate written in `data`; Foundation's search, not a byte loop, so a
  /// debug build reads the 1.7 MB in milliseconds too.
  static func latestAirdate(in data: Data) -> CalendarDate? {
    let key = Data(Self.key)
    var latest: CalendarDate?
    var from = data.startIndex
    while let found = data.range(of: key, in: from..<data.endIndex) {
      let end = min(found.upperBound + 10, data.endIndex)
      if let date = CalendarDate(iso: String(decoding: data[found.upperBound..<end], as: UTF8.self)) {
        latest = max(latest ?? date, date)
      }
      from = found.upperBound
    }
    return latest
  }
}
