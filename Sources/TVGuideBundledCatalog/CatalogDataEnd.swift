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

  /// The latest valid airdate written in `data`, found in place: `memchr` to each `"`, then
  /// `memcmp` against the key. A byte loop is slow in a debug build, and `Data.range(of:in:)`
  /// copied the rest of the data at every match (six times the instructions of `tvguide next`
  /// on 100 followed shows).
  static func latestAirdate(in data: Data) -> CalendarDate? {
    data.withUnsafeBytes { bytes -> CalendarDate? in
      guard let base = bytes.baseAddress else { return nil }
      var latest: CalendarDate?
      var offset = 0
      while offset + key.count <= bytes.count,
        let quote = memchr(base + offset, Int32(key[0]), bytes.count - offset)
      {
        let at = base.distance(to: UnsafeRawPointer(quote))
        offset = at + 1
        guard at + key.count <= bytes.count,
          key.withUnsafeBytes({ memcmp(base + at, $0.baseAddress!, key.count) }) == 0
        else { continue }
        let start = at + key.count
        let date = UnsafeRawBufferPointer(rebasing: bytes[start..<min(start + 10, bytes.count)])
        let text = String(decoding: date, as: UTF8.self)
        if let date = CalendarDate(iso: text) { latest = max(latest ?? date, date) }
        offset = start
      }
      return latest
    }
  }
}
