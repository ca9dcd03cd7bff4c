import Foundation
import GRDB

/// Changes the offline store's database the way another program, or someone with `sqlite3`,
/// could: its rows, tables, dates and bytes. The app must never trust what it did not write.
public enum StoreTampering {
  /// The store's database in `folder` (`ShowStore.fileName`, named here so that test support
  /// needs no store).
  public static func database(in folder: URL) -> URL {
    folder.appendingPathComponent("tvguide.sqlite")
  }

  /// Runs `sql` on the store in `folder`, outside any transaction of the app's.
  public static func execute(_ sql: String, inStoreAt folder: URL) throws {
    let queue = try DatabaseQueue(path: database(in: folder).path)
    try queue.writeWithoutTransaction { try $0.execute(sql: sql) }
  }

  /// One way to damage a store that `cache clear` must still clear, with the SQL that does it.
  public struct Damage: Sendable, CustomStringConvertible {
    public let name: String
    public let sql: String
    public var description: String { name }
  }

  /// Stores no version of tvguide reads as its own, each still a valid SQLite database.
  public static let damages: [Damage] = [
    Damage(name: "another schema version", sql: "PRAGMA user_version = 2"),
    Damage(
      name: "a view in place of a table",
      sql: "DROP TABLE show; CREATE VIEW show AS SELECT 1 AS id, 'x' AS name, x'00' AS json, 0 AS fetchedAt"),
    Damage(
      name: "a table replaced by another",
      sql: "DROP TABLE indexPage; CREATE TABLE indexPage (number TEXT, pages BLOB)"),
    Damage(name: "a table dropped", sql: "DROP TABLE episodeList"),
    Damage(name: "an unreadable date", sql: "UPDATE show SET fetchedAt = 'when pigs fly'"),
    Damage(name: "a date 1e300 s before 1970", sql: "UPDATE show SET fetchedAt = -1e300"),
    Damage(name: "a page's ids that are not JSON", sql: "UPDATE indexPage SET showIDs = x'00ff'"),
    Damage(name: "episodes that are not JSON", sql: "UPDATE episodeList SET json = 'not json'"),
    Damage(name: "a number where JSON is", sql: "UPDATE show SET json = 42"),
    Damage(
      name: "a search table with a text rank",
      sql: """
        DROP TABLE showSearch; CREATE VIRTUAL TABLE showSearch USING fts4(name, rank);
        INSERT INTO showSearch(rowid, name, rank) SELECT id, name, 'high' FROM show
        """),
  ]

  /// The bytes of the database at `source` with `flips` bytes changed, at places `seed` picks.
  public static func bitFlippedCopy(of source: URL, seed: UInt64, flips: Int = 8) throws -> Data {
    var bytes = [UInt8](try Data(contentsOf: source))
    var random = SeededRandom(seed: seed)
    for _ in 0..<flips where !bytes.isEmpty {
      let index = Int(random.next() % UInt64(bytes.count))
      bytes[index] ^= UInt8(truncatingIfNeeded: random.next() | 1)
    }
    return Data(bytes)
  }
}
