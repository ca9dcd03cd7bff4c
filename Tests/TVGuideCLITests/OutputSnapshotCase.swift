import Foundation
import Testing

/// One command line of the end-to-end tests, run on bundled or hand-made data, whose output is
/// kept under `Snapshots/` (OutputSnapshotTests). Cases whose outputs must be equal share a file.
struct OutputSnapshotCase: Sendable, CustomTestStringConvertible {
  /// Where the data comes from.
  enum Catalog: Sendable {
    case bundled
    /// `HostileCatalog`, made afresh for the case.
    case hostile
  }

  let arguments: [String]
  let environment: [String: String]
  /// Typed into the line-mode app, when `arguments` start it.
  let input: String?
  let catalog: Catalog
  /// The file under `Snapshots/`, without its extension.
  let snapshot: String

  var isJSON: Bool { arguments.contains("--json") }
  var fileName: String { snapshot + (isJSON ? ".json" : ".txt") }
  var testDescription: String { "\(snapshot): tvguide \(arguments.joined(separator: " "))" }

  init(
    _ arguments: [String], columns: Int? = nil, environment: [String: String] = [:], input: String? = nil,
    catalog: Catalog = .bundled, snapshot: String
  ) {
    self.arguments = arguments
    self.environment = environment.merging(columns.map { ["COLUMNS": String($0)] } ?? [:]) { $1 }
    self.input = input
    self.catalog = catalog
    self.snapshot = snapshot
  }
}
