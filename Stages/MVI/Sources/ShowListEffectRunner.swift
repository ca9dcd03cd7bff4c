/// Runs the list's effects: loads through the environment, off the main actor, and hands
/// navigation to the coordinator. What comes back is an intent for the store.
@MainActor
struct ShowListEffectRunner {
  let environment: GuideEnvironment
  /// Weak: the coordinator outlives every screen; a screen must not keep it.
  weak var navigator: (any GuideNavigating)?

  func run(_ effect: ShowListEffect, send: @escaping @MainActor (ShowListIntent) -> Void) {
    switch effect {
    case .none:
      break
    case .loadPage(let page, let request):
      Task { [environment] in
        do {
          send(.pageLoaded(request: request, page: page, shows: try await environment.fetchPage(page)))
        } catch {
          send(.pageFailed(request: request, page: page, FetchFailure(error)))
        }
      }
    case .openShow(let id):
      navigator?.navigate(to: .showDetail(id: id))
    }
  }
}
