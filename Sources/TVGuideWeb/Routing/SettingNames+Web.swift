import TVGuidePresenter

extension SettingNames {
  /// The web view's names: none of the CLI's flags (a page has none, so hints speak in plain
  /// words), and pages counted from 1, as a person counts them (`/?page=2` is the second).
  public static let web = SettingNames(firstPageNumber: 1)
}
