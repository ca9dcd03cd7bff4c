import TVGuidePresenter

/// Records what the following presenter displays, in order.
@MainActor
public final class FollowingViewSpy: FollowingViewInput {
  /// One call the presenter made.
  public enum Event: Equatable {
    case loading(String)
    case content(FollowingViewModel)
    case error(ErrorViewModel)
  }

  public private(set) var events: [Event] = []

  public init() {}

  public var lastContent: FollowingViewModel? {
    events.reversed().lazy.compactMap { if case .content(let model) = $0 { model } else { nil } }.first
  }

  public var lastError: ErrorViewModel? {
    events.reversed().lazy.compactMap { if case .error(let error) = $0 { error } else { nil } }.first
  }

  public func displayLoading(_ message: String) { events.append(.loading(message)) }
  public func display(_ viewModel: FollowingViewModel) { events.append(.content(viewModel)) }
  public func displayError(_ error: ErrorViewModel) { events.append(.error(error)) }
}
