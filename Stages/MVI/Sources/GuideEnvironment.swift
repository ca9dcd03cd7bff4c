import TVGuideEntity

import protocol TVGuideInteractor.ShowDataSource

/// Everything the screens' effects reach outside the app, as closures: `live` asks a data
/// source, and tests put in answers of their own without a fake object.
struct GuideEnvironment: Sendable {
  /// Page `number` of the show index, as the data source sends it.
  var fetchPage: @Sendable (_ number: Int) async throws -> [Show]
  var fetchShow: @Sendable (_ id: Int) async throws -> Show

  static func live(dataSource: any ShowDataSource) -> GuideEnvironment {
    GuideEnvironment(
      fetchPage: { try await dataSource.showIndexPage($0).value.map(Show.init(dto:)) },
      fetchShow: { Show(dto: try await dataSource.show(id: $0).value) }
    )
  }
}
