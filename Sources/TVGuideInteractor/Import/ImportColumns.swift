import TVGuideEntity

/// Where a layout keeps what the import reads: the show's ids and the episode's numbers.
public struct ImportColumns: Hashable, Sendable {
  /// The column of TheTVDB's series id, if the layout has one.
  public var theTVDB: Int?
  /// The column of IMDb's title id, if the layout has one.
  public var imdb: Int?
  /// The column of the season number, if the layout has one.
  public var season: Int?
  /// The column of the episode number, if the layout has one.
  public var episode: Int?
  /// Whether the ids name episodes rather than shows (Trakt's episodes export).
  public var namesEpisodes: Bool

  /// Names the columns.
  public init(theTVDB: Int?, imdb: Int?, season: Int?, episode: Int?, namesEpisodes: Bool = false) {
    self.theTVDB = theTVDB
    self.imdb = imdb
    self.season = season
    self.episode = episode
    self.namesEpisodes = namesEpisodes
  }

  /// What `record` asks for, or why it cannot be read.
  public func row(of record: CSVTable.Record) -> Result<ImportRow, ImportProblem.Reason> {
    guard !namesEpisodes else { return .failure(.episodeIDsOnly) }
    func field(_ column: Int?) -> String? {
      guard let column, column < record.fields.count else { return nil }
      let text = record.fields[column].trimmingWhitespace()
      return text.isEmpty ? nil : text
    }
    let show: ExternalShowID
    if let text = field(theTVDB) {
      guard let id = Int(text), id > 0 else {
        return .failure(.malformed(.theTVDBID(text)))
      }
      show = .theTVDB(id)
    } else if let text = field(imdb) {
      guard text.hasPrefix("tt"), text.count > 2, text.dropFirst(2).allSatisfy(\.isASCIIDigit) else {
        return .failure(.malformed(.imdbID(text)))
      }
      show = .imdb(text)
    } else {
      return .failure(.noShowID)
    }
    switch (field(season), field(episode)) {
    case (nil, nil): return .success(ImportRow(line: record.line, show: show, episode: nil))
    case (let season?, let number?):
      guard let season = Int(season), let number = Int(number), season >= 0, number >= 0 else {
        return .failure(.malformed(.episodeNumbers(season: season, episode: number)))
      }
      return .success(
        ImportRow(line: record.line, show: show, episode: EpisodeKey(season: season, number: number)))
    default:
      return .failure(.malformed(.seasonWithoutEpisode))
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
