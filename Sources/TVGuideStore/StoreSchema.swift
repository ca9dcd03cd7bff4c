import GRDB

/// Creates the store's tables, once, whichever process gets there first.
///
/// Runs inside the opening write transaction and records itself in `user_version`, so two
/// processes opening a new store at once cannot both create it.
enum StoreSchema {
  static let version = 1

  /// Whether the store has yet to be made: opening an existing one needs no write lock.
  static func needsPreparing(_ db: Database) throws -> Bool {
    try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 < version
  }

  /// The columns of each table, as `prepare` makes them and the records read them.
  private static let columns: [String: Set<String>] = [
    ShowRecord.databaseTableName: ["id", "name", "json", "fetchedAt"],
    IndexPageRecord.databaseTableName: ["number", "showIDs", "fetchedAt"],
    EpisodeListRecord.databaseTableName: ["showID", "json", "fetchedAt"],
    SearchQueryRecord.databaseTableName: ["query", "hits", "fetchedAt"],
  ]

  /// Whether the store is the one `prepare` makes, at this version: each table a table (not a
  /// view) with the columns the records read.
  static func isCurrent(_ db: Database) throws -> Bool {
    guard try Int.fetchOne(db, sql: "PRAGMA user_version") == version else { return false }
    for (table, names) in columns {
      let type = try String.fetchOne(
        db, sql: "SELECT type FROM sqlite_master WHERE name = ?", arguments: [table])
      guard type == "table", Set(try db.columns(in: table).map(\.name)) == names else { return false }
    }
    return true
  }

  static func prepare(_ db: Database) throws {
    let current = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
    guard current < version else { return }
    try db.create(table: ShowRecord.databaseTableName) { table in
      table.primaryKey("id", .integer)
      table.column("name", .text).notNull()
      table.column("json", .blob).notNull()
      table.column("fetchedAt", .datetime).notNull()
    }
    try db.create(virtualTable: "showSearch", using: FTS5()) { table in
      table.synchronize(withTable: ShowRecord.databaseTableName)
      table.tokenizer = .unicode61()
      table.column("name")
    }
    try db.create(table: IndexPageRecord.databaseTableName) { table in
      table.primaryKey("number", .integer)
      table.column("showIDs", .blob).notNull()
      table.column("fetchedAt", .datetime).notNull()
    }
    try db.create(table: EpisodeListRecord.databaseTableName) { table in
      table.primaryKey("showID", .integer)
      table.column("json", .blob).notNull()
      table.column("fetchedAt", .datetime).notNull()
    }
    try db.create(table: SearchQueryRecord.databaseTableName) { table in
      table.primaryKey("query", .text)
      table.column("hits", .blob).notNull()
      table.column("fetchedAt", .datetime).notNull()
    }
    try db.execute(sql: "PRAGMA user_version = \(version)")
  }
}
