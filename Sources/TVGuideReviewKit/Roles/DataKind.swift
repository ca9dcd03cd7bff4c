/// What kind of data a call reaches, for the messages of the rules that find it.
package enum DataKind: String, Sendable, Comparable {
  case network
  case persistence
  case files
  /// Location, motion, camera, health, contacts: the device's own services.
  case device
  /// A third-party SDK started or configured.
  case sdk

  package static func < (left: DataKind, right: DataKind) -> Bool { left.rawValue < right.rawValue }

  /// `the network`, for messages.
  package var phrase: String {
    switch self {
    case .network: "the network"
    case .persistence: "stored data"
    case .files: "files"
    case .device: "a device service"
    case .sdk: "an SDK"
    }
  }
}
