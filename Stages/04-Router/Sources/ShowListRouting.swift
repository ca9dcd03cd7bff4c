/// The navigation the list presenter decides on and its router carries out.
@MainActor
protocol ShowListRouting: AnyObject {
  func openShow(id: Int)
}
