/// A show in a list, as `tvguide shows --json` and `tvguide search --json` print it. Its keys
/// are its properties' names; written by `JSONWriter`'s document style, absent values are
/// `null`, never left out.
public struct ShowSummaryDocument: Encodable, Equatable, Sendable {
  // Declared in the order of their keys, the order `--json` prints them: the writer then has
  // no object to reorder, which for a show of 50,000 seasons was a copy of each.
  /// The genres as printable text; empty when none are set.
  public var genres: [String]
  /// TVMaze's id of the show.
  public var id: Int
  /// The show's name as printable text; `null` when nothing printable is left of it.
  public var name: String?
  /// The name of the network, else of the web channel; `null` when neither is known.
  public var network: String?
  /// The first air date as `YYYY-MM-DD`; `null` for shows not yet aired.
  public var premiered: String?
  /// The users' average rating out of 10; `null` when there is none or it is off the scale.
  public var rating: Double?
  /// TVMaze's status word, e.g. `Running` or `Ended`; `null` when unknown.
  public var status: String?

  /// Creates the document of one show.
  public init(
    id: Int, name: String?, status: String?, premiered: String?, rating: Double?,
    genres: [String], network: String?
  ) {
    self.id = id
    self.name = name
    self.status = status
    self.premiered = premiered
    self.rating = rating
    self.genres = genres
    self.network = network
  }
}
