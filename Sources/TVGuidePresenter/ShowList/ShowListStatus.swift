/// The line under the search bar: what the list is showing, or why it is not.
public struct ShowListStatus: Equatable, Sendable {
  /// The states of the list screen, each with its own message.
  public enum Kind: Equatable, Sendable {
    /// The show index, waiting for the user to type.
    case browsing
    /// A page of the index or a search is on its way.
    case loading
    /// A search found shows.
    case results
    /// A search found no show.
    case noResults
    /// Loading failed; the message says why and the hint what to do.
    case failed
  }

  /// Which state the list is in.
  public var kind: Kind
  /// What the list shows or why it shows nothing, in one sentence.
  public var message: String
  /// What to do about a failure; `nil` in every other state.
  public var hint: String?
  /// Whether trying again can help a failure (a network fault) or not (a page past the end of
  /// the index); `false` in every other state.
  public var isRetryable: Bool

  /// Creates a status line; by default without a hint, and not worth retrying.
  public init(kind: Kind, message: String, hint: String? = nil, isRetryable: Bool = false) {
    self.kind = kind
    self.message = message
    self.hint = hint
    self.isRetryable = isRetryable
  }
}
