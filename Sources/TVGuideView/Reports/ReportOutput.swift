/// What a one-shot command prints: its answer on standard output, or one sentence on
/// standard error when it failed.
public struct ReportOutput: Equatable, Sendable {
  public var standardOutput: String
  public var errorMessage: String?
  /// A warning for standard error that does not make the command fail, such as the offline
  /// notice when the answer itself is JSON and has no room for it.
  public var notice: String?
  /// A warning for standard error, whatever the format, about the app rather than the
  /// answer: an answer that could not be saved for offline use.
  public var warning: String?

  public init(
    standardOutput: String, errorMessage: String? = nil, notice: String? = nil, warning: String? = nil
  ) {
    self.standardOutput = standardOutput
    self.errorMessage = errorMessage
    self.notice = notice
    self.warning = warning
  }

  public var succeeded: Bool { errorMessage == nil }
}
