/// A row the import did not apply, and why.
public struct ImportProblem: Hashable, Sendable {
  /// Why a row was not applied.
  public enum Reason: Error, Hashable, Sendable {
    /// The row cannot be read: a number that is not one, a season without an episode.
    case malformed(MalformedField)
    /// The row names no show id the import can look up.
    case noShowID
    /// The row's ids are episodes' (Trakt's episodes export), which no show lookup finds.
    case episodeIDsOnly
    /// The same show and episode as the row on `firstLine`.
    case duplicate(firstLine: Int)
    /// The source asked, `source`, knows no show with this id.
    case unknownShow(ExternalShowID, source: ShowLookupSource)
  }

  /// What of a row could not be read, with the text as the file has it (a report quotes it
  /// as its view's rule allows).
  public enum MalformedField: Hashable, Sendable {
    /// TheTVDB's id is not a positive whole number.
    case theTVDBID(String)
    /// IMDb's id is not `tt` and digits.
    case imdbID(String)
    /// The season or the episode number is not a whole number of 0 or more.
    case episodeNumbers(season: String, episode: String)
    /// Only one of the season and the episode number is given.
    case seasonWithoutEpisode
  }

  /// The line the row starts on.
  public var line: Int
  /// Why it was not applied.
  public var reason: Reason

  /// Creates a problem.
  public init(line: Int, reason: Reason) {
    self.line = line
    self.reason = reason
  }
}
