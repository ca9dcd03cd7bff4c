/// The navigation the detail presenter decides on and its router carries out.
@MainActor
protocol ShowDetailRouterInput: AnyObject {
  func closeShow()
}
