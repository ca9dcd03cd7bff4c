/// One reason to think a type plays a role, and how much it weighs: a base class says more
/// than a folder.
package struct RoleEvidence: Sendable, Hashable {
  /// Where the evidence comes from, strongest first.
  package enum Source: Int, Sendable, Comparable {
    case configuration = 0
    case baseClass
    case conformance
    /// How the type is connected to others: the screens that adopt a protocol, the presenter
    /// that keeps it weakly as its view.
    case connection
    case name
    case folder
    case usage
    /// What the type's code does: reaches the network, is a plain `Codable` value.
    case behaviour
    /// Words a type's deeds contradict (`RoleInference.deedsOverWords`): shown, never counted.
    case overruled

    package static func < (left: Source, right: Source) -> Bool { left.rawValue < right.rawValue }

    /// `base-class`, `name`: how `--roles --format json` names it.
    package var name: String {
      switch self {
      case .configuration: "configuration"
      case .baseClass: "base-class"
      case .conformance: "conformance"
      case .connection: "connection"
      case .name: "name"
      case .folder: "folder"
      case .usage: "usage"
      case .behaviour: "behaviour"
      case .overruled: "overruled"
      }
    }

    /// What the evidence weighs when roles are tallied.
    var weight: Int {
      switch self {
      case .configuration: 100
      case .baseClass: 8
      case .conformance: 5
      case .connection: 5
      case .name: 4
      case .folder: 2
      case .usage: 2
      case .behaviour: 1
      case .overruled: 0
      }
    }
  }

  package var role: Role
  package var source: Source
  /// The reason in words: `subclass of UIViewController`, `name ends in "Router"`.
  package var reason: String
}
