import Foundation

/// A catalog folder of data that tries to break the output: control characters, escape
/// sequences, HTML and nulls in three shows (5, 6 and 7) and two episodes of show 5.
enum HostileCatalog {
  private static let hostileName = "Evil\u{1B}[31m Show\u{07}\u{9B}2J\u{202E}txt.exe\nNext"

  static func make() throws -> CatalogFolder {
    try CatalogFolder(
      shows: [
        [
          "id": 5, "name": hostileName,
          "genres": ["Drama\u{1B}]0;pwned\u{07}", NSNull()].compactMap { $0 as? String },
          "status": "Running\u{7F}", "rating": ["average": NSNull()], "network": NSNull(),
          "webChannel": NSNull(),
          "premiered": NSNull(),
          "summary": "<p>Bold <b>move</b> &amp; more&#27;[2J<script>alert(1)</script></p><p>Two",
          "schedule": ["time": "", "days": []],
        ],
        ["id": 6, "name": "", "summary": NSNull()],
        ["id": 7, "name": "\u{1B}[31m", "status": "\u{7}"],
      ],
      episodes: [
        5: [
          [
            "id": 1, "name": "Pilot\u{1B}[0m", "season": 1, "number": 1, "airdate": "", "airtime": "",
            "runtime": NSNull(),
          ],
          ["id": 2, "name": NSNull(), "season": 1, "number": NSNull(), "airdate": "2020-13-45"],
        ]
      ])
  }
}
