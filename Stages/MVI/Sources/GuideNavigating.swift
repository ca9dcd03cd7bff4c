/// What a screen's effects may ask of navigation: one way, a route, nothing back.
@MainActor
protocol GuideNavigating: AnyObject {
  func navigate(to route: GuideRoute)
}
