/// Navigation the show list presenter decides on and its router carries out.
@MainActor
public protocol ShowListRouterInput: AnyObject {
  func openShow(id: Int)
}
