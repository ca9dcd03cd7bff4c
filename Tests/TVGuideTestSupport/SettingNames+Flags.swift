import TVGuidePresenter

extension SettingNames {
  /// Names as the CLI gives them, for tests of the presenters' hints in a front end with flags,
  /// with the live host of the default `--api-url`.
  public static let flags = SettingNames(
    liveSource: "--source tvmaze", apiAddress: "--api-url", cacheFolder: "--cache-dir or TVGUIDE_CACHE_DIR",
    clearCache: "`tvguide cache clear`", dataFolder: "--data-dir or TVGUIDE_DATA_DIR",
    liveHost: "api.tvmaze.com")
}
