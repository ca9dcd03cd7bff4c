/// What a one-shot command prints: its answer on standard output, or one sentence on
/// standard error when it failed (after what it did, for a command that stopped part way).
public struct ReportOutput: Equatable, Sendable {
  /// The answer for standard output: text lines or JSON; empty when the command failed,
  /// except for one that stopped part way and says what it did before.
  public var standardOutput: String
  /// The one-sentence reason for standard error when the command failed; `nil` when it succeeded.
  public var errorMessage: String?
  /// A warning for standard error that does not make the command fail, such as the offline
  /// notice when the answer itself is JSON and has no room for it.
  public var notice: String?
  /// A warning for standard error, whatever the format, about the app rather than the
  /// answer: an answer that could not be saved for offline use.
  public var warning: String?

  /// Creates an output; by default a success with no notice or warning.
  public init(
    standardOutput: String, errorMessage: String? = nil, notice: String? = nil, warning: String? = nil
  ) {
    self.standardOutput = standardOutput
    self.errorMessage = errorMessage
    self.notice = notice
    self.warning = warning
  }

  /// Whether the command succeeded, so it should exit with status 0.
  public var succeeded: Bool { errorMessage == nil }
}
