/// A show with its seasons, as `tvguide show ID --json` prints it. Its keys are its
/// properties' names; written by `JSONWriter`'s document style, absent values are `null`,
/// never left out.
public struct ShowDetailDocument: Encodable, Equatable, Sendable {
  // Declared in the order of their keys, the order `--json` prints them: the writer then has
  // no object to reorder, which for a show of 50,000 seasons was a copy of each.
  /// `false` when the source does not hold the show's episodes, so `seasons` is empty for
  /// that reason and not because the show has none.
  public var episodesHeld: Bool
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
  /// The show's seasons in ascending order.
  public var seasons: [SeasonDocument]
  /// TVMaze's status word, e.g. `Running` or `Ended`; `null` when unknown.
  public var status: String?
  /// Plain text, HTML removed.
  public var summary: String?

  /// Creates the document of one show; by default its episodes are held.
  public init(
    id: Int, name: String?, status: String?, premiered: String?, rating: Double?,
    genres: [String], network: String?, summary: String?, seasons: [SeasonDocument],
    episodesHeld: Bool = true
  ) {
    self.id = id
    self.name = name
    self.status = status
    self.premiered = premiered
    self.rating = rating
    self.genres = genres
    self.network = network
    self.summary = summary
    self.seasons = seasons
    self.episodesHeld = episodesHeld
  }
}
