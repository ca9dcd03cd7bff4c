/// A failure as the user reads it: what happened, in one sentence, and what to do.
public struct ErrorViewModel: Equatable, Sendable {
  /// What went wrong, in one sentence.
  public var message: String
  /// What the user can do about it, in one sentence.
  public var hint: String
  /// Whether trying the same thing again can help (a network fault) or not (an unknown id).
  public var isRetryable: Bool

  /// Creates a failure to show.
  public init(message: String, hint: String, isRetryable: Bool) {
    self.message = message
    self.hint = hint
    self.isRetryable = isRetryable
  }
}
