import Foundation
import TVGuideBuilder
import TVGuideInteractor
import TVGuideWeb

/// What the server asks of the pages: each request runs its module on the main actor, where
/// the presenters live, as the terminal's screens do.
struct WebPages: Sendable {
  let dataSource: any ShowDataSource

  @MainActor
  func page(for route: WebRoute) async -> WebDocument? {
    let builder = WebPageBuilder(dataSource: dataSource)
    switch route {
    case .showList(let query): return await builder.showList(query)
    case .show(let id): return await builder.show(id: id)
    case .asset: return nil
    }
  }
}
