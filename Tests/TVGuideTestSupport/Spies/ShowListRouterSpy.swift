import TVGuidePresenter

/// Records which shows (and how often the followed shows) the show list presenter asked to open.
@MainActor
public final class ShowListRouterSpy: ShowListRouterInput {
  public private(set) var openedShowIDs: [Int] = []
  public private(set) var followingOpenCount = 0

  public init() {}

  public func openShow(id: Int) {
    openedShowIDs.append(id)
  }

  public func openFollowing() {
    followingOpenCount += 1
  }
}
