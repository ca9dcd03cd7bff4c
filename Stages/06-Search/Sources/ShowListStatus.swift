/// The line under the search bar: what the list is showing, or why it is not.
struct ShowListStatus: Equatable {
  /// The states of the list screen, each with its own message.
  enum Kind: Equatable {
    /// The show index, waiting for the user to type.
    case browsing
    case loading
    case results
    case noResults
    case failed
  }

  var kind: Kind
  var message: String
}
