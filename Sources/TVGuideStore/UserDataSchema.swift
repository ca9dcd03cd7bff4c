import GRDB

/// The tables of the user's own data, made and changed by GRDB's migrator.
///
/// Each change is a migration appended here and never edited, so a store of any earlier
/// version is brought up to date on opening. A store that records a migration this list does
/// not know was written by a newer tvguide, and is refused unread and unchanged.
enum UserDataSchema {
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: follows and watched marks") { db in
      try db.create(table: FollowedShowRecord.databaseTableName) { table in
        // The position keeps the order shows were followed in, which `following` lists.
        table.autoIncrementedPrimaryKey("position")
        table.column("showID", .integer).notNull().unique(onConflict: .ignore)
        table.column("followedAt", .datetime).notNull()
      }
      try db.create(table: WatchedEpisodeRecord.databaseTableName) { table in
        table.column("showID", .integer).notNull()
        table.column("season", .integer).notNull()
        table.column("number", .integer).notNull()
        table.column("watchedAt", .datetime).notNull()
        table.primaryKey(["showID", "season", "number"], onConflict: .ignore)
      }
    }
    return migrator
  }
}
