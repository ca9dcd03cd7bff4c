import TVGuideEntity
import TVGuideTestSupport
import Testing

import enum TVGuideInteractor.ShowDataError

@testable import stage3_interactor

/// Loading one show, against a fake data source.
@Suite struct ShowDetailInteractorTests {
  @Test func theShowComesAsTheBusinessModel() async throws {
    let interactor = ShowDetailInteractor(dataSource: FakeShowDataSource(shows: [82: .mock]))
    #expect(try await interactor.show(id: 82) == Show(dto: .mock))
  }

  @Test func anUnknownIdIsAnError() async {
    let interactor = ShowDetailInteractor(dataSource: FakeShowDataSource())
    await #expect(throws: ShowDataError.showNotFound(id: 7)) { try await interactor.show(id: 7) }
  }
}
