/// The line under the search bar: what the list is showing, or why it is not.
public struct ShowListStatus: Equatable, Sendable {
  /// The states of the list screen, each with its own message.
  public enum Kind: Equatable, Sendable {
    /// The show index, waiting for the user to type.
    case browsing
    case loading
    case results
    case noResults
    case failed
  }

  public var kind: Kind
  public var message: String
  public var hint: String?

  public init(kind: Kind, message: String, hint: String? = nil) {
    self.kind = kind
    self.message = message
    self.hint = hint
  }
}
