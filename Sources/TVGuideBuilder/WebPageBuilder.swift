import Foundation
import TVGuideInteractor
import TVGuidePresenter
import TVGuideWeb

/// Writes the web view's pages: each request assembles its module with a page as the view,
/// through the same module builder as the terminal's screen and the CLI's reports, so the
/// page of show 82 shows what `tvguide show 82` prints.
@MainActor
public struct WebPageBuilder {
  private let dataSource: any ShowDataSource
  private let now: @Sendable () -> Date
  private let settings: SettingNames

  /// Pages read from `dataSource`; `now` dates the offline notices; `settings` names what a
  /// hint points to (plain words by default: a web page has no flags).
  public init(
    dataSource: any ShowDataSource, now: @escaping @Sendable () -> Date = Date.init,
    settings: SettingNames = .plain
  ) {
    self.dataSource = dataSource
    self.now = now
    self.settings = settings
  }

  /// `GET /`: a page of the index, or a search's matches, of a status.
  public func showList(_ query: ShowListQuery) async -> WebDocument {
    let module = list.assembleWebPage(query: query)
    if query.isSearch {
      await module.presenter.search(query.search)
    } else {
      await module.presenter.loadNextPage()
    }
    return module.view.page
  }

  /// `GET /shows/ID`: the show and its seasons.
  public func show(id: Int) async -> WebDocument {
    let module = detail.assembleWebPage(showID: id)
    await module.presenter.load()
    return module.view.page
  }

  private var detail: ShowDetailModuleBuilder {
    ShowDetailModuleBuilder(dataSource: dataSource, now: now, settings: settings)
  }

  private var list: ShowListModuleBuilder {
    ShowListModuleBuilder(dataSource: dataSource, detailBuilder: detail, now: now, settings: settings)
  }
}
