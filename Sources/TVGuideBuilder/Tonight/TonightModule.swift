import TVGuideInteractor
import TVGuidePresenter

/// The parts of an assembled tonight module around the report that prints it; it has no
/// screen yet, so no router.
@MainActor
public struct TonightModule<View: TonightViewInput> {
  /// The report, which the command holds.
  public let view: View
  /// The presenter; it owns the interactor.
  public let presenter: TonightPresenter
  /// The interactor that reads the schedule and the follows.
  public let interactor: TonightInteractor
}
