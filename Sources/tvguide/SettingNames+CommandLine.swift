import TVGuidePresenter

extension SettingNames {
  /// The CLI's flags and commands, for the hints of its one-shot commands; the full-screen
  /// app, where they mean nothing, keeps the plain words.
  static let commandLine = SettingNames(
    liveSource: "--source tvmaze", apiAddress: "--api-url", cacheFolder: "--cache-dir or TVGUIDE_CACHE_DIR",
    clearCache: "`tvguide cache clear`", day: "--date", dataFolder: "--data-dir or TVGUIDE_DATA_DIR",
    asOf: "--as-of")
}
