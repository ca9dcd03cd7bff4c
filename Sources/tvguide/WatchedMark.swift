import TVGuideBuilder

/// What `watched` and `unwatched` share: they differ only in the mark.
enum WatchedMark {
  static func run(
    _ watched: Bool, _ episode: EpisodeOptions, _ output: OutputOptions, _ source: SourceOptions
  )
    async throws
  {
    let (dataSource, follows, format) = (try source.makeDataSource(), source.makeFollowStore(), output.format)
    let (selection, id) = (try episode.selection, episode.id)
    try ReportPrinter.print(
      await ReportBuilder(format: format, settings: .commandLine)
        .setWatched(watched, selection, ofShow: id, from: dataSource, follows: follows))
  }
}
