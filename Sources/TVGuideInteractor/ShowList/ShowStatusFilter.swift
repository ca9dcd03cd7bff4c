import TVGuideEntity

/// Which shows a list keeps by their status: every show, or only those of one of TVMaze's
/// statuses.
public enum ShowStatusFilter: Hashable, Sendable, CaseIterable {
  /// Every show, whatever its status, unknown included.
  case all
  /// Only shows TVMaze marks `Running`.
  case running
  /// Only shows TVMaze marks `Ended`.
  case ended
  /// Only shows TVMaze marks `To Be Determined`.
  case toBeDetermined
  /// Only shows TVMaze marks `In Development`.
  case inDevelopment

  /// How many shows one page of a filtered index holds: as many as one page of the index
  /// can, so `--page` means pages of the same size with or without a filter.
  public static let pageSize = 250

  /// Reads a name as a person types it: case, spaces, dashes and underscores do not matter,
  /// so `running`, `TBD`, `to-be-determined` and TVMaze's own `In Development` all work.
  public init?(name: String) {
    let words = name.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" })
    switch words.joined(separator: "-") {
    case "all": self = .all
    case "running": self = .running
    case "ended": self = .ended
    case "tbd", "to-be-determined": self = .toBeDetermined
    case "in-development": self = .inDevelopment
    default: return nil
    }
  }

  /// The short name commands accept and print, e.g. `tbd`.
  public var name: String {
    switch self {
    case .all: "all"
    case .running: "running"
    case .ended: "ended"
    case .toBeDetermined: "tbd"
    case .inDevelopment: "in-development"
    }
  }

  /// The status shows must have; `nil` keeps every show.
  public var status: ShowStatus? {
    switch self {
    case .all: nil
    case .running: .running
    case .ended: .ended
    case .toBeDetermined: .toBeDetermined
    case .inDevelopment: .inDevelopment
    }
  }

  /// The filter after this one, back to `all` after the last: the order a key cycles them in.
  public var next: ShowStatusFilter {
    let filters = Self.allCases
    let position = filters.firstIndex(of: self) ?? filters.startIndex
    return filters[(position + 1) % filters.count]
  }

  /// Whether the list keeps `show`. A show whose status is unknown is kept only by `all`.
  public func includes(_ show: Show) -> Bool {
    guard let status else { return true }
    return show.status == status
  }
}
