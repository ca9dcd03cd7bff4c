/// What a one-shot command prints: its answer on standard output, or one sentence on
/// standard error when it failed.
public struct ReportOutput: Equatable, Sendable {
  public var standardOutput: String
  public var errorMessage: String?

  public init(standardOutput: String, errorMessage: String? = nil) {
    self.standardOutput = standardOutput
    self.errorMessage = errorMessage
  }

  public var succeeded: Bool { errorMessage == nil }
}
