/// The navigation the list presenter decides on and its router carries out.
@MainActor
protocol ShowListRouterInput: AnyObject {
  func openShow(id: Int)
}
