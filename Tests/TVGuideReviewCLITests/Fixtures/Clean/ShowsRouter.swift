/// Opens a show by asking a builder for its screen.
final class ShowsRouter {
  private let makeDetail: (Int) -> AnyObject

  init(makeDetail: @escaping (Int) -> AnyObject) {
    self.makeDetail = makeDetail
  }
}
