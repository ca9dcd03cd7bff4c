import Foundation
import TVGuideInteractor
import TVGuidePresenter
import TVGuideRouter
import TVGuideView
import TextUIKit

/// Assembles the interactive app: a navigation stack whose root is the show list.
@MainActor
public struct TVGuideAppBuilder {
  private let dataSource: any ShowDataSource
  private let follows: (any FollowStoring)?
  private let refresher: (any FollowedShowsRefreshing)?
  private let clock: any Clock<Duration>
  private let settings: SettingNames

  /// Creates a builder whose screens read from `dataSource`; `clock` paces the search debounce.
  /// With `follows`, the user's store, the app follows shows and marks episodes watched, and
  /// `refresher` brings the followed shows' saved copies up to date (the live source).
  /// `settings` names what the hints point to (plain words by default) and the live host.
  public init(
    dataSource: any ShowDataSource, follows: (any FollowStoring)? = nil,
    refresher: (any FollowedShowsRefreshing)? = nil, clock: any Clock<Duration> = ContinuousClock(),
    settings: SettingNames = .plain
  ) {
    self.dataSource = dataSource
    self.follows = follows
    self.refresher = refresher
    self.clock = clock
    self.settings = settings
  }

  /// The app, with the guide's own key help and line-mode help.
  public func makeApplication() -> TextApplication {
    let application = TextApplication(navigationController: makeRootNavigation())
    application.footer = TVGuideHelp.keys
    application.lineModeHelp = TVGuideHelp.lineCommands
    return application
  }

  /// The app: a navigation stack whose root is the show list. Its screens share one row cache,
  /// the app's own, so a show opened again finds the rows drawn the first time.
  public func makeRootNavigation() -> TextNavigationController {
    let rowLineCache = TextRowLineCache()
    let detailBuilder = ShowDetailModuleBuilder(
      dataSource: dataSource, follows: follows, settings: settings, rowLineCache: rowLineCache)
    let followingBuilder = follows.map {
      FollowingModuleBuilder(
        dataSource: dataSource, follows: $0, refresher: refresher, detailBuilder: detailBuilder,
        settings: settings, rowLineCache: rowLineCache)
    }
    let list = ShowListModuleBuilder(
      dataSource: dataSource, detailBuilder: detailBuilder, follows: follows,
      followingBuilder: followingBuilder,
      clock: clock, settings: settings, rowLineCache: rowLineCache)
    return TextNavigationController(rootViewController: list.makeShowList())
  }
}
