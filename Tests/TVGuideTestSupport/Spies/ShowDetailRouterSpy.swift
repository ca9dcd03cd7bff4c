import TVGuidePresenter

/// Counts how often the detail presenter asked to close.
@MainActor
public final class ShowDetailRouterSpy: ShowDetailRouterInput {
  public private(set) var closeCount = 0

  public init() {}

  public func closeShow() {
    closeCount += 1
  }
}
