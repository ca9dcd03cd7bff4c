import TVGuideEntity
import TVGuideTestSupport

import enum TVGuideInteractor.ShowDataError

@testable import stage_mvi

extension GuideEnvironment {
  /// Page 0 holds two shows and the index ends there; every show is Game of Thrones.
  static let mock = GuideEnvironment(
    fetchPage: { number in
      guard number == 0 else { throw ShowDataError.pageNotFound(page: number) }
      return [
        Show(dto: ShowDTO.mock.with(id: 2, name: "Two")), Show(dto: ShowDTO.mock.with(id: 1, name: "One")),
      ]
    },
    fetchShow: { _ in .mock }
  )

  /// Every request fails with `error`.
  static func failing(with error: ShowDataError) -> GuideEnvironment {
    GuideEnvironment(fetchPage: { _ in throw error }, fetchShow: { _ in throw error })
  }
}
