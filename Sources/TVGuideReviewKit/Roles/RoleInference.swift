/// Weighs the evidence for each type's role: the configuration, the base class, the protocols
/// it adopts, its name, its folder, how other types hold it and what its code does.
struct RoleInference: Sendable {
  let types: TypeIndex
  let overrides: [RoleOverride]
  /// Evidence from the properties that hold each type, by the held type's name.
  private let usage: [String: [RoleEvidence]]
  /// The types whose own code names a data API, with that API: reaching one of them reaches data.
  let reaching: [String: String]

  init(types: TypeIndex, overrides: [RoleOverride]) {
    self.types = types
    self.overrides = overrides
    usage = UsageEvidence.collect(from: types)
    // Views that load a page (`URLRequest`) are no way to data: only types reaching a data API
    // itself, and no screen or view, pass data on.
    let direct = ParallelMap.map(types.allDeclarations.filter { $0.kind != .protocol }) { declaration in
      let api = BehaviourEvidence.directDataReach(declaration)
      let isView = types.classChain(from: declaration.name, module: declaration.module).contains {
        FrameworkTypes.role(ofClass: $0)?.isViewLayer == true
      }
      return (declaration.name, api.flatMap { DataAPIs.buildsRequests($0) || isView ? nil : $0 })
    }
    reaching = Dictionary(direct.compactMap { name, api in api.map { (name, $0) } }) { first, _ in first }
  }

  /// Every declared type's role, protocols first so that classes can weigh what they adopt.
  func assignments() -> [RoleAssignment] {
    let declarations = types.allDeclarations
    var protocols: [String: RoleAssignment] = [:]
    for declaration in declarations where declaration.kind == .protocol {
      protocols[declaration.name] = RoleAssignment(
        typeName: declaration.name, module: declaration.module,
        evidence: modulesOverWords(
          declaration,
          Self.shapeOverWords(
            declaration,
            Self.deedsOverWords(
              intrinsic(declaration) + refinedFrameworkProtocols(of: declaration)
                + connections(of: declaration)
            ))))
    }
    // Reading what each type's code does takes most of the time: each on its own core.
    let frozen = protocols
    var others = ParallelMap.map(declarations.filter { $0.kind != .protocol }) { declaration in
      RoleAssignment(
        typeName: declaration.name, module: declaration.module,
        evidence: valuesOverFolders(
          declaration,
          modulesOverWords(
            declaration,
            Self.shapeOverWords(
              declaration,
              Self.deedsOverWords(
                intrinsic(declaration) + conformances(of: declaration, protocols: frozen)
                  + baseClass(of: declaration))))))
    }
    let adopted = adoptedRoles(others)
    // A listener protocol is adopted by whatever listens: its adopters tell nothing of it.
    for (name, assignment) in protocols
    where assignment.role == .unknown && !RoleNames.isListenerProtocol(name) {
      // Nor does it give a protocol a role its own shape overruled (a protocol of properties
      // that classes in a `Services` folder adopt is no data service).
      guard let adopters = adopted[name], let role = adopters.role,
        !assignment.evidence.contains(where: { $0.source == .overruled && $0.role == role })
      else { continue }
      protocols[name] = RoleAssignment(
        typeName: name, module: assignment.module,
        evidence: assignment.evidence + [
          RoleEvidence(role: role, source: .conformance, reason: "adopted by \(adopters.names)")
        ])
    }
    // By name, not in the dictionary's order: a later first match must find the same one each run.
    others += protocols.values.sorted { ($0.typeName, $0.module ?? "") < ($1.typeName, $1.module ?? "") }
    return others
  }

  /// Evidence a declaration carries by itself: the configuration, its name, folder, how it is
  /// held and what its code does.
  private func intrinsic(_ declaration: TypeDeclaration) -> [RoleEvidence] {
    // One override decides: a type's own name before a glob, and the longest glob before
    // shorter ones, as the more specific says more.
    let applying = overrides.filter { $0.applies(to: declaration) }
    let decisive =
      applying.first { $0.typeName != nil }
      ?? applying.max { ($0.pattern?.text.count ?? 0) < ($1.pattern?.text.count ?? 0) }
    var evidence =
      decisive.map { [RoleEvidence(role: $0.role, source: .configuration, reason: $0.reason)] } ?? []
    if let (role, reason) = nameRole(declaration) {
      evidence.append(RoleEvidence(role: role, source: .name, reason: reason))
    }
    if let (role, folder) = folderRole(declaration.relativePath) {
      evidence.append(RoleEvidence(role: role, source: .folder, reason: "in folder \"\(folder)\""))
    }
    evidence += usage[declaration.name] ?? []
    evidence += containerDeeds(
      declaration, BehaviourEvidence.evidence(for: declaration, reaching: reaching, types: types))
    if isBuilderBesideRouter(declaration) {
      evidence.append(
        RoleEvidence(role: .builder, source: .behaviour, reason: BehaviourEvidence.onlyFactories))
    }
    return evidence
  }

  /// A data-source protocol is a table's helper when class-bound (`TextTableViewDataSource`)
  /// and a source of data otherwise (`ShowDataSource`, adopted by a catalog or a client).
  private func nameRole(_ declaration: TypeDeclaration) -> (Role, String)? {
    if let named = RoleVocabulary.role(forTypeName: declaration.name) { return named }
    guard declaration.kind == .protocol, declaration.name.hasSuffix("DataSource") else { return nil }
    return types.isClassBound(protocolNamed: declaration.name, from: declaration.module) == true
      ? (.displayHelper, "a class-bound data-source protocol")
      : (.dataService, "a data-source protocol values can adopt")
  }

  /// The innermost folder of `path` whose name tells a role.
  private func folderRole(_ path: String) -> (Role, String)? {
    let folders = path.split(separator: "/").dropLast()
    for folder in folders.reversed() {
      if let role = RoleVocabulary.role(forFolder: String(folder)) { return (role, String(folder)) }
    }
    return nil
  }

  /// The roles of the protocols a type adopts: UIKit's table protocols, or the project's
  /// ports (`HomeViewOutput` is what a presenter adopts).
  private func conformances(of declaration: TypeDeclaration, protocols: [String: RoleAssignment])
    -> [RoleEvidence]
  {
    // What a project superclass adopts, the class adopts (`BaseStateModel: ObservableObject`).
    let inherited =
      declaration.kind == .class
      ? types.classChain(from: declaration.name, module: declaration.module).flatMap { ancestor in
        types.declaration(named: ancestor, from: declaration.module)?.inherited ?? []
      } : declaration.inherited
    return Array(Set(inherited)).sorted().compactMap { name in
      // The platform superclass (`UIViewController`) is the lineage `baseClass(of:)` weighs,
      // not a protocol adopted: counted here, its `UI` prefix would say "a view" again.
      if FrameworkTypes.isPlatformClass(name) { return nil }
      // A project's own `View` or `App` protocol is not SwiftUI's.
      if let role = FrameworkTypes.role(ofProtocol: name),
        types.declaration(named: name, from: declaration.module) == nil
      {
        return RoleEvidence(role: role, source: .conformance, reason: "adopts \(name)")
      }
      // Listening to a model's changes says nothing of what the listener is.
      guard !RoleNames.isListenerProtocol(name), let assignment = protocols[name],
        assignment.role != .unknown, !Self.restsOnFolder(assignment)
      else { return nil }
      let role = assignment.role
      return RoleEvidence(
        role: role, source: .conformance, reason: "adopts \(name), \(role.withArticle) protocol")
    }
  }

  /// Whether only its folder tells the role of a port named `…Output`. A module's folder of
  /// one part holds the outputs that part calls beside the ports it adopts (a `Presenter`
  /// folder holds the presenter's output, which whoever listens to the presenter adopts), so
  /// the folder says nothing of an output's adopter.
  private static func restsOnFolder(_ assignment: RoleAssignment) -> Bool {
    assignment.typeName.hasSuffix("Output")
      && assignment.evidence.allSatisfy { $0.role != assignment.role || $0.source == .folder }
  }

  /// A protocol refining a platform protocol that tells a role (`ListAdapterDataSource`,
  /// `UITableViewDataSource`) has that role whatever its name says: it is its lineage, as a
  /// superclass is a class's.
  private func refinedFrameworkProtocols(of declaration: TypeDeclaration) -> [RoleEvidence] {
    declaration.inherited.compactMap { name in
      FrameworkTypes.role(ofProtocol: name).map {
        RoleEvidence(role: $0, source: .baseClass, reason: "refines \(name)")
      }
    }.prefix(1).map { $0 }
  }

  /// The first superclass that tells a role: a platform class (`UITableViewCell`), or one
  /// whose name does (`BaseViewController`, a toolkit's `TextViewController`).
  private func baseClass(of declaration: TypeDeclaration) -> [RoleEvidence] {
    guard declaration.kind == .class else { return [] }
    let chain = types.classChain(from: declaration.name, module: declaration.module)
    let ancestors = chain.enumerated().dropFirst()
    let told =
      ancestors.lazy.compactMap { offset, ancestor in
        FrameworkTypes.role(ofClass: ancestor).map { (offset, $0) }
      }
      .first
      ?? ancestors.lazy.compactMap { offset, ancestor in
        RoleVocabulary.role(forTypeName: ancestor).flatMap { $0.role.isViewLayer ? (offset, $0.role) : nil }
      }.first
    guard let (offset, role) = told else { return [] }
    let through = offset > 1 ? " (through \(chain[1..<offset].joined(separator: ", ")))" : ""
    return [RoleEvidence(role: role, source: .baseClass, reason: "subclass of \(chain[offset])\(through)")]
  }

  /// How a protocol is connected, which says more than its name: the screens that adopt it
  /// (by their base class) make it a view protocol, whatever it is called (an app may name the
  /// presenter's port to its view `…ViewOutput`); a presenter that keeps it weakly, as its view,
  /// holds a view.
  private func connections(of declaration: TypeDeclaration) -> [RoleEvidence] {
    var evidence: [RoleEvidence] = []
    let adopters = types.concreteAdopters(ofProtocol: declaration.name, from: declaration.module)
    let lineages = adopters.compactMap { adopter in
      baseClass(of: adopter).first.map { ($0.role.isViewLayer ? Role.view : $0.role, adopter.name) }
    }
    if let role = lineages.first?.0, lineages.allSatisfy({ $0.0 == role }),
      lineages.count * 2 > adopters.count
    {
      let names = lineages.map(\.1).sorted().prefix(3).joined(separator: ", ")
      evidence.append(
        RoleEvidence(role: role, source: .connection, reason: "adopted by \(names), by their base class"))
    }
    let presenters: Set<Role> = [.presenter, .viewModel]
    if let holder = types.holders(ofProtocol: declaration.name, from: declaration.module).first(where: {
      holder, property in
      property.isWeak
        && ["view", "viewController", "userInterface", "display", "displayer"].contains(property.name)
        && RoleVocabulary.role(forTypeName: holder.name).map { presenters.contains($0.role) } == true
    }) {
      evidence.append(
        RoleEvidence(
          role: .view, source: .connection,
          reason: "held weakly as `\(holder.property.name)` by \(holder.holder.name)"))
    }
    return evidence
  }

  /// For each protocol, the role its adopters agree on: a view controller's or a cell's
  /// protocol is a view protocol.
  private func adoptedRoles(_ assignments: [RoleAssignment]) -> [String: (role: Role?, names: String)] {
    var byProtocol: [String: [RoleAssignment]] = [:]
    for assignment in assignments {
      guard let declaration = types.declaration(named: assignment.typeName, from: assignment.module) else {
        continue
      }
      for name in declaration.inherited { byProtocol[name, default: []].append(assignment) }
    }
    return byProtocol.mapValues { adopters in
      let roles = Set(adopters.map { $0.role.isViewLayer ? Role.view : $0.role }).subtracting([.unknown])
      let names = adopters.map(\.typeName).sorted().prefix(3).joined(separator: ", ")
      return (roles.count == 1 ? roles.first : nil, names)
    }
  }
}
