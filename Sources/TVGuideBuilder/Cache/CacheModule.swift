import TVGuideInteractor
import TVGuidePresenter

/// The parts of an assembled cache module around the report that prints it; it has no screen,
/// so no router.
@MainActor
public struct CacheModule<View: CacheViewInput> {
  /// The report, which the command holds.
  public let view: View
  /// The presenter; it owns the interactor.
  public let presenter: CachePresenter
  /// The interactor that reads and empties the store.
  public let interactor: CacheInteractor
}
