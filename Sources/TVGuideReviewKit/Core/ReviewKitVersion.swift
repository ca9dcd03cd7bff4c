/// The version `tvguide-review --version` prints and SARIF names.
package enum ReviewKitVersion {
  package static let current = "2.0.0"
}
