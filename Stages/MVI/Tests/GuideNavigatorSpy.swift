@testable import stage_mvi

/// Records the routes asked of navigation.
@MainActor
final class GuideNavigatorSpy: GuideNavigating {
  private(set) var routes: [GuideRoute] = []

  func navigate(to route: GuideRoute) {
    routes.append(route)
  }
}
