/// A failure as the user reads it: what happened, in one sentence, and what to do.
struct ErrorMessage: Equatable, Sendable {
  var message: String
  var hint: String
  /// Whether trying the same thing again can help (a network fault) or not (an unknown id).
  var isRetryable: Bool
}
