/// Navigation the detail presenter decides on and its router carries out.
@MainActor
public protocol ShowDetailRouterInput: AnyObject {
  func closeShow()
}
