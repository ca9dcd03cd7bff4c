/// How other types hold a type: a property named `presenter` holds a presenter, one named
/// `router` a router, whatever the held type is called (`var output: HomeViewOutput!`).
enum UsageEvidence {
  /// Property names and the role of what they hold. `output` depends on the holder: a view's
  /// output is its presenter, an interactor's too.
  private static let byProperty: [String: Role] = [
    "presenter": .presenter, "eventHandler": .presenter, "interactor": .interactor, "router": .router,
    "wireframe": .router, "routing": .router, "coordinator": .coordinator, "viewModel": .viewModel,
    "userInterface": .view, "viewInput": .view, "viewController": .viewController, "builder": .builder,
    "assembly": .builder, "configurator": .builder, "moduleFactory": .builder, "repository": .dataService,
    "service": .dataService, "apiClient": .dataService, "networkManager": .dataService, "api": .dataService,
  ]

  static func collect(from types: TypeIndex) -> [String: [RoleEvidence]] {
    var evidence: [String: [RoleEvidence]] = [:]
    for holder in types.allDeclarations where holder.kind != .protocol {
      let holderRole =
        RoleVocabulary.role(forTypeName: holder.name)?.role
        ?? holder.inherited.first.flatMap(FrameworkTypes.role(ofClass:))
      // By name: the first holder of each kind is kept, and it must be the same each run.
      for property in holder.propertiesByName {
        guard let held = property.typeName, held != holder.name,
          let role = role(ofProperty: property.name, holderRole: holderRole)
        else { continue }
        let item = RoleEvidence(
          role: role, source: .usage, reason: "held as `\(property.name)` by \(holder.name)")
        // One holder of each kind is evidence enough; more would drown the type's own signals.
        if !(evidence[held] ?? []).contains(where: { $0.role == role }) {
          evidence[held, default: []].append(item)
        }
      }
    }
    return evidence
  }

  private static func role(ofProperty name: String, holderRole: Role?) -> Role? {
    if let role = byProperty[name] { return role }
    switch name {
    case "output" where holderRole == .viewController || holderRole == .view || holderRole == .interactor:
      return .presenter
    case "view" where holderRole == .presenter || holderRole == .router:
      return .view
    default:
      return nil
    }
  }
}
