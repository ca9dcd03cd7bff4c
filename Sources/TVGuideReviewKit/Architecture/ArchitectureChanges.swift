import Foundation

/// What a change did to a project's architecture, from the model of the code at a base commit
/// to that of the working tree: screen modules added and removed, the parts a module gains or
/// loses, types added and removed, roles that changed, new and removed uses between layers,
/// loops of strong references introduced and broken. `tvguide-review --changes BASE`.
package struct ArchitectureChanges: Sendable, Encodable {
  /// A type by its name, role and file.
  package struct TypeEntry: Sendable, Encodable, Hashable {
    package var name: String
    package var role: String
    package var file: String
  }

  /// A module that came or went, with its parts.
  package struct ModuleEntry: Sendable, Encodable {
    package var name: String
    package var parts: [TypeEntry]
  }

  /// A module present on both sides whose parts changed.
  package struct ModuleChange: Sendable, Encodable {
    package var name: String
    package var partsAdded: [TypeEntry]
    package var partsRemoved: [TypeEntry]
  }

  /// A type whose role the model reads differently now.
  package struct RoleChange: Sendable, Encodable {
    package var name: String
    package var file: String
    package var from: String
    package var to: String
  }

  /// One layer's use of another, with the uses that show it.
  package struct DependencyEntry: Sendable, Encodable {
    package var from: String
    package var to: String
    package var uses: [String]
  }

  /// The commit compared with, as it was named.
  package var base: String
  package var modulesAdded: [ModuleEntry] = []
  package var modulesRemoved: [ModuleEntry] = []
  package var modulesChanged: [ModuleChange] = []
  package var typesAdded: [TypeEntry] = []
  package var typesRemoved: [TypeEntry] = []
  package var rolesChanged: [RoleChange] = []
  package var dependenciesAdded: [DependencyEntry] = []
  package var dependenciesRemoved: [DependencyEntry] = []
  package var cyclesIntroduced: [[String]] = []
  package var cyclesBroken: [[String]] = []

  /// Compares `old` with `new`. A type is the same type on both sides when its name and its
  /// module are; with `matchingModules` false, by its name alone (two copies of one app in
  /// targets of their own, as the stages are).
  package init(
    from old: ArchitectureReview, to new: ArchitectureReview, base: String, matchingModules: Bool = true
  ) {
    self.base = base
    let key = { (type: ReviewedType) in matchingModules ? "\(type.module ?? "")\u{0}\(type.name)" : type.name
    }
    let oldTypes = Dictionary(old.types.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
    let newTypes = Dictionary(new.types.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
    typesAdded = new.types.filter { oldTypes[key($0)] == nil }.map(Self.entry)
    typesRemoved = old.types.filter { newTypes[key($0)] == nil }.map(Self.entry)
    rolesChanged = new.types.compactMap { type in
      guard let before = oldTypes[key(type)], before.role != type.role else { return nil }
      return RoleChange(name: type.name, file: type.file, from: before.role.rawValue, to: type.role.rawValue)
    }
    compareModules(old.modules, new.modules)
    dependenciesAdded = Self.missing(from: old.layerDependencies, in: new.layerDependencies)
    dependenciesRemoved = Self.missing(from: new.layerDependencies, in: old.layerDependencies)
    cyclesIntroduced = new.ownershipCycles.filter { !old.ownershipCycles.contains($0) }
    cyclesBroken = old.ownershipCycles.filter { !new.ownershipCycles.contains($0) }
  }

  private mutating func compareModules(_ old: [ReviewedModule], _ new: [ReviewedModule]) {
    let oldByName = Dictionary(old.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let newByName = Dictionary(new.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    modulesAdded = new.filter { oldByName[$0.name] == nil }.map {
      ModuleEntry(name: $0.name, parts: $0.types.map(Self.entry))
    }
    modulesRemoved = old.filter { newByName[$0.name] == nil }.map {
      ModuleEntry(name: $0.name, parts: $0.types.map(Self.entry))
    }
    modulesChanged = new.compactMap { module in
      guard let before = oldByName[module.name] else { return nil }
      let oldNames = Set(before.types.map(\.name))
      let newNames = Set(module.types.map(\.name))
      let change = ModuleChange(
        name: module.name, partsAdded: module.types.filter { !oldNames.contains($0.name) }.map(Self.entry),
        partsRemoved: before.types.filter { !newNames.contains($0.name) }.map(Self.entry))
      return change.partsAdded.isEmpty && change.partsRemoved.isEmpty ? nil : change
    }
  }

  private static func entry(_ type: ReviewedType) -> TypeEntry {
    TypeEntry(name: type.name, role: type.role.rawValue, file: type.file)
  }

  /// The dependencies of `other` that `dependencies` lacks, in order.
  private static func missing(
    from dependencies: [LayerDependency: [String]], in other: [LayerDependency: [String]]
  ) -> [DependencyEntry] {
    other.keys.filter { dependencies[$0] == nil }.sorted().map {
      DependencyEntry(from: $0.from, to: $0.to, uses: other[$0] ?? [])
    }
  }

  /// Whether nothing the comparison looks at changed.
  package var isEmpty: Bool {
    modulesAdded.isEmpty && modulesRemoved.isEmpty && modulesChanged.isEmpty && typesAdded.isEmpty
      && typesRemoved.isEmpty && rolesChanged.isEmpty && dependenciesAdded.isEmpty
      && dependenciesRemoved.isEmpty && cyclesIntroduced.isEmpty && cyclesBroken.isEmpty
  }

  /// One JSON object, every character a terminal acts on escaped.
  package var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Strings and arrays only: encoding cannot fail.
    guard let data = try? encoder.encode(self) else { return "{}\n" }
    return TerminalSafeJSON.escaping(String(decoding: data, as: UTF8.self)) + "\n"
  }
}
