/// The column layouts `tvguide import` reads, told apart by their header.
///
/// - **TV Time** (its GDPR export's `seen_episode.csv`): `episode_season_number` and
///   `episode_number` name the episode (read in lukearran/TvTimeToTrakt, `TimeToTrakt.py`,
///   `processWatchedShows`), and TV Time keys shows by TheTVDB's series ids, in `tv_show_id`
///   (the column its `user_tv_show_data.csv` and `followed_tv_show.csv` use) or `tvdb_id`.
/// - **Trakt** (the shows export of xbgmsharp/trakt's `export_trakt.py`, commit 852a554,
///   lines 481–495: every field quoted): `imdb` or `tmdb`, `trakt`, the date, `title`. Its
///   episodes export carries the episode's ids, not the show's, which no lookup can use.
/// - **Plain**: `tvdb,imdb,season,episode`, either id may be empty, both episode fields too.
public enum ImportLayout: String, Sendable, Hashable {
  /// TV Time's export.
  case tvTime
  /// Trakt's export.
  case trakt
  /// `tvdb,imdb,season,episode`.
  case plain

  /// The layout `header` names (column names compared without case), with the positions of
  /// its columns; `nil` when it names none.
  public static func detect(_ header: [String]) -> (layout: ImportLayout, columns: ImportColumns)? {
    let names = header.map { $0.lowercased() }
    func column(_ candidates: String...) -> Int? {
      candidates.lazy.compactMap { names.firstIndex(of: $0) }.first
    }
    if let season = column("episode_season_number"), let episode = column("episode_number") {
      return (
        .tvTime,
        ImportColumns(
          theTVDB: column("tv_show_id", "tvdb_id"), imdb: column("imdb_id"), season: season, episode: episode)
      )
    }
    if column("trakt") != nil, column("imdb", "tmdb", "tvdb") != nil {
      let episodeExport = column("season") != nil && column("episode") != nil
      return (
        .trakt,
        ImportColumns(
          theTVDB: nil, imdb: column("imdb"), season: nil, episode: nil, namesEpisodes: episodeExport)
      )
    }
    if let tvdb = column("tvdb"), let imdb = column("imdb"), let season = column("season"),
      let episode = column("episode")
    {
      return (.plain, ImportColumns(theTVDB: tvdb, imdb: imdb, season: season, episode: episode))
    }
    return nil
  }
}
