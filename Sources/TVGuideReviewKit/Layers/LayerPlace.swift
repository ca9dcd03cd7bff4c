/// Where a file, or a type it names, stands for `layer-direction`: its layer, whether its edges
/// are the types it names, how sure the roles that placed it are, and the layers that words the
/// roles outweighed would give it instead.
struct LayerPlace {
  let layer: String
  var isFolderLayer = true
  let certainty: Confidence
  /// Layers its name, folder or holders say when its role says another (a `…Coordinator` that
  /// adopts a presenter's port, a class in a `View` folder that SwiftUI observes): the tool is
  /// not sure which it is. Deeds (code that navigates or reaches data) are no such doubt: they
  /// are what the rule reports.
  var contested: Set<String> = []
  /// Whether roles of high certainty placed it, not only the module its file's name is a part
  /// of (`ModuleShapes`): what it names is then an edge it is sure of only where that is a
  /// named part too.
  var isSureByRoles = true

  /// Where the types in `names` stand, from the roles that placed them.
  init(
    layer: String, isFolderLayer: Bool = true, certainty: Confidence, names: [(String, String?, Bool)] = [],
    layers: LayerOrder, roles: ProjectRoles
  ) {
    self.layer = layer
    self.isFolderLayer = isFolderLayer
    self.certainty = certainty
    contested = Set(
      names.flatMap { Self.contestedLayers(of: $0.0, from: $0.1, layers: layers, roles: roles, isPort: $0.2) }
    )
    .subtracting([layer])
  }

  private static let words: Set<RoleEvidence.Source> = [.name, .folder, .usage]

  private static let lineage: Set<RoleEvidence.Source> = [
    .configuration, .baseClass, .conformance, .connection,
  ]

  /// The layers the words about `name` give, where they disagree with its role (for a
  /// protocol, `isPort`, its name and holders only); none, with
  /// `unlessLineage`, when what it inherits or adopts backs its role (a type named from another
  /// file is what its lineage says, whatever folder holds it).
  static func contestedLayers(
    of name: String, from module: String?, layers: LayerOrder, roles: ProjectRoles,
    unlessLineage: Bool = false, isPort: Bool = false
  ) -> [String] {
    guard let assignment = roles.assignment(of: name, from: module) else { return [] }
    if unlessLineage,
      assignment.evidence.contains(where: { $0.role == assignment.role && lineage.contains($0.source) })
    {
      return []
    }
    // A protocol's folder says where its port is kept (a presenter's `…ViewOutput` beside the
    // view that calls it), not what it is.
    return assignment.evidence.filter {
      $0.role != assignment.role && words.contains($0.source) && !(isPort && $0.source == .folder)
    }
    .compactMap { layers.layer(for: $0.role) }
  }

  /// How sure a finding is that this place may not depend on `imported` (a layer or a module,
  /// with the layers it may stand in instead): high only when the roles are sure and the
  /// dependency breaks the order whichever of the contested layers either side stands in.
  func confidence(importing imported: String, contested other: Set<String> = [], layers: LayerOrder)
    -> Confidence
  {
    guard certainty == .high else { return .medium }
    for importer in contested.union([layer]) {
      for target in other.union([imported]) where layers.violation(importer: importer, imports: target) == nil
      {
        return .medium
      }
    }
    return .high
  }
}
