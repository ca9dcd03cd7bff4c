import TVGuidePresenter

/// Records which shows the show list presenter asked to open.
@MainActor
public final class ShowListRouterSpy: ShowListRouterInput {
  public private(set) var openedShowIDs: [Int] = []

  public init() {}

  public func openShow(id: Int) {
    openedShowIDs.append(id)
  }
}
