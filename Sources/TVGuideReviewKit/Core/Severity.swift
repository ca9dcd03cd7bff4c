/// How serious a finding is: an error fails the review, a warning does not.
package enum Severity: String, Sendable, Codable, Hashable {
  case warning
  case error
}
