import TVGuideEntity

import protocol TVGuideInteractor.ShowDataSource

/// Fetches shows and answers through completion handlers, as the original app's
/// Alamofire-based `NetworkManager` did. It turns TVMaze's DTOs into business models and
/// leaves every decision about them to its callers.
@MainActor
final class NetworkManager {
  private let dataSource: any ShowDataSource

  init(dataSource: any ShowDataSource) {
    self.dataSource = dataSource
  }

  /// Page `number` of the show index, as the data source sends it.
  func fetchShows(page number: Int, completion: @escaping @MainActor (Result<[Show], any Error>) -> Void) {
    Task { [dataSource] in
      do {
        let page = try await dataSource.showIndexPage(number)
        completion(.success(page.value.map(Show.init(dto:))))
      } catch {
        completion(.failure(error))
      }
    }
  }

  func fetchShow(id: Int, completion: @escaping @MainActor (Result<Show, any Error>) -> Void) {
    Task { [dataSource] in
      do {
        let show = try await dataSource.show(id: id)
        completion(.success(Show(dto: show.value)))
      } catch {
        completion(.failure(error))
      }
    }
  }
}
