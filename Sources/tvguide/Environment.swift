import Foundation

/// The process's environment variables, read where options fall back on them.
enum Environment {
  static var current: [String: String] { ProcessInfo.processInfo.environment }

  /// The variable's value, or `nil` when it is unset or empty.
  static func value(_ name: String) -> String? {
    guard let value = current[name], !value.isEmpty else { return nil }
    return value
  }
}
