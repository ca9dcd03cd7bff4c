import TVGuideBuilder
import TVGuideInteractor

/// What the following commands share: each builds the source and the user's store from its
/// options and prints one report of the following module; they differ only in what they ask.
enum FollowingReports {
  /// `follow` (`following` true) and `unfollow`.
  static func setFollowing(_ following: Bool, ids: [Int], _ output: OutputOptions, _ source: SourceOptions)
    async throws
  {
    let (dataSource, follows, format) = (try source.makeDataSource(), source.makeFollowStore(), output.format)
    try ReportPrinter.print(
      await ReportBuilder(format: format, settings: source.settingNames)
        .setFollowing(following, ids: ids, from: dataSource, follows: follows))
  }

  /// `following` (`soonestFirst` false) and `next`.
  static func list(
    soonestFirst: Bool, _ asOf: AsOfOptions, _ output: OutputOptions, _ source: SourceOptions
  ) async throws {
    let (dataSource, follows, refresher, format) = (
      try source.makeDataSource(), source.makeFollowStore(), try source.makeRefresher(), output.format
    )
    try ReportPrinter.print(
      await ReportBuilder(format: format, settings: source.settingNames)
        .followedShows(
          soonestFirst: soonestFirst, from: dataSource, follows: follows, refresher: refresher,
          asOf: asOf.date))
  }

  /// `watched` (`watched` true) and `unwatched`.
  static func setWatched(
    _ watched: Bool, _ episode: EpisodeOptions, _ output: OutputOptions, _ source: SourceOptions
  )
    async throws
  {
    let (dataSource, follows, format) = (try source.makeDataSource(), source.makeFollowStore(), output.format)
    let (selection, id) = (try episode.selection, episode.id)
    try ReportPrinter.print(
      await ReportBuilder(format: format, settings: source.settingNames)
        .setWatched(watched, selection, ofShow: id, from: dataSource, follows: follows))
  }
}
