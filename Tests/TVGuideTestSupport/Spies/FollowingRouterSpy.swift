import TVGuidePresenter

/// Records where the following presenter asked to go.
@MainActor
public final class FollowingRouterSpy: FollowingRouterInput {
  public private(set) var openedShowIDs: [Int] = []
  public private(set) var closeCount = 0

  public init() {}

  public func openShow(id: Int) {
    openedShowIDs.append(id)
  }

  public func closeFollowing() {
    closeCount += 1
  }
}
