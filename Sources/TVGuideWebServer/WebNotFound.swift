/// The page of an address outside the routes.
enum WebNotFound {
  static let page = PlainPage.encoded(
    status: 404, title: "Not found", sentence: "There is no page at this address.")
}
