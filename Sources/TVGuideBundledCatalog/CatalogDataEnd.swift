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

  /// The latest valid airdate written in `data`.
  static func latestAirdate(in data: Data) -> CalendarDate? {
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> CalendarDate? in
      let bytes = buffer.bindMemory(to: UInt8.self)
      var latest: CalendarDate?
      var index = 0
      let last = bytes.count - key.count - 10
      while index <= last {
        if bytes[index] == key[0], zip(key.indices, key).allSatisfy({ bytes[index + $0] == $1 }) {
          let start = index + key.count
          let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + 10]), as: UTF8.self)
          if let date = CalendarDate(iso: text), date > latest ?? CalendarDate(year: 1, month: 1, day: 1)! {
            latest = date
          }
          index = start
        } else {
          index += 1
        }
      }
      return latest
    }
  }
}
