/// What the list presenter asks its router to do.
protocol ShowsRouterInput: AnyObject {}

/// Opens a show by asking a builder for its screen.
final class ShowsRouter: ShowsRouterInput {
  private let makeDetail: (Int) -> AnyObject

  init(makeDetail: @escaping (Int) -> AnyObject) {
    self.makeDetail = makeDetail
  }
}
