import TVGuidePresenter

/// Records what the show list presenter displays.
@MainActor
public final class ShowListViewSpy: ShowListViewInput {
  public private(set) var displayed: [ShowListViewModel] = []

  public init() {}

  public var last: ShowListViewModel? { displayed.last }

  public func display(_ viewModel: ShowListViewModel) {
    displayed.append(viewModel)
  }
}
