import TVGuidePresenter

/// The router of a one-shot report: a printed list has no screen to open.
@MainActor
final class NoNavigation: ShowListRouterInput {
  func openShow(id: Int) {}
}
