/// The role of every type of the project, inferred once per review from several kinds of
/// evidence, with the reasons kept for `--explain-roles`. Names the project does not declare
/// (UIKit's classes, a library's types) get the role their name or the platform tells.
package struct ProjectRoles: Sendable {
  private var assignments: [String: [RoleAssignment]] = [:]

  package init(types: TypeIndex, overrides: [RoleOverride] = []) {
    for assignment in RoleInference(types: types, overrides: overrides).assignments() {
      assignments[assignment.typeName, default: []].append(assignment)
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

  /// Whether `name` plays one of `roles`.
  package func `is`(_ name: String, from module: String?, _ roles: Role...) -> Bool {
    roles.contains(role(of: name, from: module))
  }
}
