/// Navigation the detail presenter decides on and its router carries out.
@MainActor
public protocol ShowDetailRouterInput: AnyObject {
  /// Closes the detail screen, back to the screen below it.
  func closeShow()
}
