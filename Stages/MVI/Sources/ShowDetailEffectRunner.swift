/// Runs the detail's effects: loads the show through the environment and hands going back
/// to the coordinator.
@MainActor
struct ShowDetailEffectRunner {
  let environment: GuideEnvironment
  /// Weak: the coordinator outlives every screen; a screen must not keep it.
  weak var navigator: (any GuideNavigating)?

  func run(_ effect: ShowDetailEffect, send: @escaping @MainActor (ShowDetailIntent) -> Void) {
    switch effect {
    case .none:
      break
    case .loadShow(let id, let request):
      Task { [environment] in
        do {
          send(.showLoaded(request: request, try await environment.fetchShow(id)))
        } catch {
          send(.showFailed(request: request, FetchFailure(error)))
        }
      }
    case .close:
      navigator?.navigate(to: .back)
    }
  }
}
