import TVGuideInteractor
import TVGuidePresenter

/// The parts of an assembled import module around the report that prints it; it has no
/// screen, so no router.
@MainActor
public struct ImportModule<View: ImportViewInput> {
  /// The report, which the command holds.
  public let view: View
  /// The presenter; it owns the interactor.
  public let presenter: ImportPresenter
  /// The interactor that reads the export, looks the shows up and writes the follows.
  public let interactor: ImportInteractor
}
