/// Why a project's architecture could not be read: a path that is not there, a configuration
/// that is not valid. `description` is one sentence.
public struct ArchitectureReviewError: Error, Sendable, CustomStringConvertible {
  /// The sentence.
  public var message: String

  /// The sentence.
  public var description: String { message }
}
