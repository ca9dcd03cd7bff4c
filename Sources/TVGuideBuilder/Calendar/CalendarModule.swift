import TVGuideInteractor
import TVGuidePresenter

/// The parts of an assembled calendar module around the report that writes it; it has no
/// screen, so no router.
@MainActor
public struct CalendarModule<View: CalendarViewInput> {
  /// The report, which the command holds.
  public let view: View
  /// The presenter; it owns the interactor.
  public let presenter: CalendarPresenter
  /// The interactor that finds the coming episodes.
  public let interactor: CalendarInteractor
}
