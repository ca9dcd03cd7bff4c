import TVGuidePresenter

/// The view of a one-shot module (tonight, calendar, import): records what its presenter
/// displays, the view models and the errors, in order. One spy for the three view protocols,
/// which differ only in their view model.
@MainActor
public final class OneShotViewSpy<ViewModel> {
  /// The view models displayed, in order.
  public private(set) var displayed: [ViewModel] = []
  /// The errors displayed, in order.
  public private(set) var errors: [ErrorViewModel] = []

  /// An empty spy.
  public init() {}

  /// Records `viewModel`.
  public func display(_ viewModel: ViewModel) {
    displayed.append(viewModel)
  }

  /// Records `error`.
  public func displayError(_ error: ErrorViewModel) {
    errors.append(error)
  }
}

extension OneShotViewSpy: TonightViewInput where ViewModel == TonightViewModel {}
extension OneShotViewSpy: CalendarViewInput where ViewModel == CalendarViewModel {}
extension OneShotViewSpy: ImportViewInput where ViewModel == ImportViewModel {}
