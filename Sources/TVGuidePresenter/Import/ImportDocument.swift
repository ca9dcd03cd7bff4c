/// An import's result as `tvguide import --json` prints it; keys are the properties' names.
public struct ImportDocument: Encodable, Equatable, Sendable {
  /// A row not applied.
  public struct Problem: Encodable, Equatable, Sendable {
    /// The line it starts on.
    public var line: Int
    /// Why, in words.
    public var reason: String
  }

  /// A show followed.
  public struct Show: Encodable, Equatable, Sendable {
    /// The id the export named it by, e.g. `thetvdb:81189`.
    public var externalID: String
    /// TVMaze's name; `null` when the source gave none.
    public var name: String?
    /// Whether this import followed it (`false`: it was followed already).
    public var newlyFollowed: Bool
    /// How many of its episodes this import marked that were not marked before.
    public var newlyWatched: Int
    /// How many rows named it.
    public var rows: Int
    /// TVMaze's id.
    public var showID: Int
    /// How many episodes were marked watched.
    public var watched: Int
  }

  /// Where an import stopped part way.
  public struct Stop: Encodable, Equatable, Sendable {
    /// The shows not applied yet, as the export names them (`thetvdb:81189`).
    public var notApplied: [String]
    /// Why it stopped and how to finish, in words.
    public var reason: String
    /// How many rows name those shows.
    public var rows: Int
  }

  /// `tvTime`, `trakt` or `plain`.
  public var layout: String
  /// Lookups sent in this run.
  public var lookupsMade: Int
  /// Lookups taken from an earlier run of the same file.
  public var lookupsRemembered: Int
  /// Whether the import changed nothing (the same file imported again).
  public var nothingNew: Bool
  /// The rows not applied.
  public var problems: [Problem]
  /// The rows after the header.
  public var rows: Int
  /// The shows followed.
  public var shows: [Show]
  /// The source the lookups asked: `bundled` or `tvmaze`.
  public var source: String
  /// Where the import stopped, when it stopped part way; `null` when it went through.
  public var stopped: Stop?
}
