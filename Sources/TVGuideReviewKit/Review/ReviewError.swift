/// Why a review could not start.
package enum ReviewError: Error, Equatable, Sendable {
  case pathNotFound(String)
  case notSwiftFile(String)
  case unreadableFile(path: String, reason: String)
  case invalidLayerOrder(path: String, reason: String)
  case invalidConfiguration(path: String, reason: String)
  case invalidBaseline(path: String, reason: String)
  case gitFailed(String)
  case teamRulesFailed(String)

  /// One sentence for standard error.
  package var message: String {
    switch self {
    case .pathNotFound(let path): "There is no file or folder at \(path)."
    case .notSwiftFile(let path): "\(path) is not a Swift file or a folder."
    case .unreadableFile(let path, let reason): "\(path) \(reason)."
    case .invalidLayerOrder(let path, let reason): "The layer order \(path) cannot be read: \(reason)."
    case .invalidConfiguration(let path, let reason): "The configuration in \(path) is not valid: \(reason)."
    case .invalidBaseline(let path, let reason): "The baseline \(path) cannot be read: \(reason)."
    case .gitFailed(let reason): "git could not list the changes: \(reason)."
    case .teamRulesFailed(let reason): "The team's rules could not run: \(reason)."
    }
  }
}
