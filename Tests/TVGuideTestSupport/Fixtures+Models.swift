import Foundation
import TVGuideEntity
import TVGuideInteractor

extension Fixtures {
  /// A real show from the 2025 index pages (`shows/page-N.json`).
  public static func indexShow(id: Int) throws -> Show {
    let page = try decode([ShowDTO].self, from: "shows/page-\(id / 250).json")
    guard let dto = page.first(where: { $0.id == id }) else {
      throw ShowDataError.showNotFound(id: id)
    }
    return Show(dto: dto)
  }

  /// A real show with its real episodes grouped by season, as the detail interactor makes it.
  public static func detail(ofShow id: Int, origin: DataOrigin = .bundled) throws -> ShowDetail {
    let episodes = try decode([EpisodeDTO].self, from: "episodes/\(id).json")
    return ShowDetail(
      show: try indexShow(id: id),
      seasons: SeasonGrouper().group(episodes.map(Episode.init(dto:))),
      origin: origin)
  }

  /// The first `count` shows of a real index page, as the list presenter receives them.
  public static func indexPage(_ number: Int, count: Int = 250) throws -> [Show] {
    try decode([ShowDTO].self, from: "shows/page-\(number).json").prefix(count).map(Show.init(dto:))
  }
}
