/// The role of every type of the project, inferred once per review from several kinds of
/// evidence, with the reasons kept for `--explain-roles`. Names the project does not declare
/// (UIKit's classes, a library's types) get the role their name or the platform tells.
package struct ProjectRoles: Sendable {
  private var assignments: [String: [RoleAssignment]] = [:]
  /// The concrete types adopting each protocol, for what a value of the protocol may run.
  private var adopters: [String: [String]] = [:]
  /// The types whose own code names a data API, with that API.
  private var reachedAPIs: [String: String] = [:]

  package init(types: TypeIndex, overrides: [RoleOverride] = []) {
    let inference = RoleInference(types: types, overrides: overrides)
    for assignment in inference.assignments() {
      assignments[assignment.typeName, default: []].append(assignment)
    }
    reachedAPIs = inference.reaching
    for declaration in types.allDeclarations where declaration.kind == .protocol {
      adopters[declaration.name] = types.concreteAdopters(
        ofProtocol: declaration.name, from: declaration.module
      )
      .map(\.name)
    }
  }

  /// The assignment of a declared type, from `module` when it declares one.
  package func assignment(of name: String, from module: String?) -> RoleAssignment? {
    guard let candidates = assignments[name] else { return nil }
    return candidates.first { $0.module == module } ?? candidates.first
  }

  /// The role of `name`: inferred for a declared type, else told by the platform or the name.
  package func role(of name: String, from module: String?) -> Role {
    if let assignment = assignment(of: name, from: module) { return assignment.role }
    return FrameworkTypes.role(ofClass: name) ?? RoleVocabulary.role(forTypeName: name)?.role ?? .unknown
  }

  /// Whether the code of `name` reaches data, as its role's evidence says (not only its name or
  /// folder); for a protocol, the code of a type that adopts it.
  package func reachesDataByCode(_ name: String, from module: String?) -> Bool {
    if byCode(name, from: module) { return true }
    return (adopters[name] ?? []).contains { byCode($0, from: module) }
  }

  /// Whether the code of `name` reaches only a device's services (biometry, the camera): what a
  /// screen often asks for itself, to choose a title or ask for a permission.
  package func reachesOnlyTheDevice(_ name: String) -> Bool {
    reachedAPIs[name].flatMap(DataAPIs.kind(ofType:)) == .device
  }

  private func byCode(_ name: String, from module: String?) -> Bool {
    assignment(of: name, from: module)?.evidence.contains {
      $0.role == .dataService && $0.source == .behaviour
    } == true
  }

  /// Whether `name` plays one of `roles`.
  package func `is`(_ name: String, from module: String?, _ roles: Role...) -> Bool {
    roles.contains(role(of: name, from: module))
  }
}
