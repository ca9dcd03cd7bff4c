import Foundation
import TVGuideEntity
import TVGuideInteractor
import TVGuidePresenter
import TVGuideWeb

/// Writes the web view's pages and carries out its buttons: each request assembles its module
/// with a page as the view, through the same module builder as the terminal's screen and the
/// CLI's reports, so the page of show 82 shows what `tvguide show 82` prints and a Follow
/// button does what `tvguide follow 82` does, in the same store.
@MainActor
public struct WebPageBuilder {
  private let sources: WebPageSources
  private let token: WebFormToken
  private let now: @Sendable () -> Date
  private let timeZone: TimeZone
  private let settings: SettingNames

  /// Pages read from `sources`; their buttons post `token`, the server's; `now` dates the
  /// offline notices and gives today; times are told in `timeZone`; `settings` names what a
  /// hint points to (plain words by default: a web page has no flags), and the host a failure
  /// to reach the live source names is the sources' (`WebPageSources.liveHost`) unless
  /// `settings` names one.
  public init(
    sources: WebPageSources, token: WebFormToken, now: @escaping @Sendable () -> Date = Date.init,
    timeZone: TimeZone = .current, settings: SettingNames = .plain
  ) {
    self.sources = sources
    self.token = token
    self.now = now
    self.timeZone = timeZone
    var settings = settings
    settings.liveHost = settings.liveHost ?? sources.liveHost
    self.settings = settings
  }

  /// The page at `route`: the one place a route meets its module, so a new page is a case of
  /// `WebRoute` and a line here, and the server that asks for it changes with neither.
  /// `nil` for a route that is no page (an asset, a poster).
  public func page(for route: WebRoute) async -> WebDocument? {
    switch route {
    case .showList(let query): await showList(query)
    case .show(let id): await show(id: id)
    case .following: await followedShows(.following)
    case .next: await followedShows(.next)
    case .tonight(let query): await tonight(query)
    case .asset, .poster: nil
    }
  }

  /// `GET /`: a page of the index, or a search's matches, of a status.
  public func showList(_ query: ShowListQuery) async -> WebDocument {
    let module = list.assembleWebPage(query: query)
    if query.isSearch {
      await module.presenter.search(query.searched)
    } else {
      await module.presenter.loadNextPage()
    }
    return module.view.page
  }

  /// `GET /shows/ID`: the show and its seasons, the user's marks and buttons with them.
  public func show(id: Int) async -> WebDocument {
    let module = detail.assembleWebPage(showID: id, token: token)
    await module.presenter.load()
    return module.view.page
  }

  /// `GET /following` and `GET /next`: the followed shows with their next episode.
  public func followedShows(_ list: FollowingList) async -> WebDocument {
    let module = following.assembleWebPage(list: list, token: token)
    switch list {
    case .following: await module.presenter.showFollowing()
    case .next: await module.presenter.showNext()
    }
    return module.view.page
  }

  /// `GET /tonight`: the day's schedule `query` names, the followed shows marked.
  public func tonight(_ query: TonightQuery) async -> WebDocument {
    let module = TonightModuleBuilder(
      schedules: sources.schedules, follows: sources.follows, timeZone: timeZone, now: now, settings: settings
    )
    .assembleWebPage(query: query)
    await module.presenter.load(query)
    return module.view.page
  }

  /// `GET /posters/ID`: the show's poster, or `nil` when its data links none or none can be
  /// had (the page's card then shows). Bytes for no presenter to format: the use case is all
  /// there is, and no module is assembled.
  ///
  /// - Throws: The `ShowDataError` of reading the show (`.showNotFound` for an unknown id).
  public nonisolated func poster(ofShow id: Int) async throws -> PosterImage? {
    try await PosterLookup(shows: sources.shows, posters: sources.posters).poster(ofShow: id)
  }

  /// `POST /shows/ID/follow` and the other buttons: the change through the following module's
  /// presenter, as `tvguide follow` and `tvguide watched` make it.
  public func perform(_ action: WebAction) async -> WebActionOutcome {
    let module = following.assembleWebPage(list: .following, token: token)
    switch action.change {
    case .follow(let follow):
      await module.presenter.setFollowing(follow, ids: [action.showID])
    case .watched(let watched, let season, let number):
      await module.presenter.setWatched(
        watched, .episode(EpisodeKey(season: season, number: number)), ofShow: action.showID)
    }
    return module.view.outcome(after: action)
  }

  private var detail: ShowDetailModuleBuilder {
    ShowDetailModuleBuilder(dataSource: sources.shows, follows: sources.follows, now: now, settings: settings)
  }

  private var list: ShowListModuleBuilder {
    ShowListModuleBuilder(dataSource: sources.shows, detailBuilder: detail, now: now, settings: settings)
  }

  private var following: FollowingModuleBuilder {
    FollowingModuleBuilder(
      dataSource: sources.shows, follows: sources.follows, detailBuilder: detail, now: now,
      timeZone: timeZone,
      settings: settings)
  }
}
