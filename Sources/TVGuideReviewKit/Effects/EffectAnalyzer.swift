import Foundation
import SwiftSyntax

/// Finds what functions do, following calls into the project's own functions (its methods,
/// those it inherits, protocol extensions and extensions of platform types) a few levels
/// deep. Summaries are kept, so each function is read once per review.
package final class EffectAnalyzer: @unchecked Sendable {
  let types: TypeIndex
  let roles: ProjectRoles
  private var summaries: [String: FunctionEffects] = [:]
  private var inProgress: Set<String> = []
  private let lock = NSRecursiveLock()
  /// How deep calls are followed: enough for `init` → `setup()` → `bind()` → a service.
  private static let maximumDepth = 4

  init(types: TypeIndex, roles: ProjectRoles) {
    self.types = types
    self.roles = roles
  }

  /// The effects of a member of the project, through what it calls.
  package func effects(of member: MemberFunction, module: String?) -> FunctionEffects {
    effects(of: member, module: module, depth: 0)
  }

  private func effects(of member: MemberFunction, module: String?, depth: Int) -> FunctionEffects {
    guard let body = member.body else { return FunctionEffects() }
    let key = "\(member.path)#\(body.position.utf8Offset)"
    lock.lock()
    defer { lock.unlock() }
    if let known = summaries[key] { return known }
    guard depth < Self.maximumDepth, inProgress.insert(key).inserted else { return FunctionEffects() }
    defer { inProgress.remove(key) }
    let scope = ExpressionTypes(function: body, owner: member.ownerName, module: module, types: types)
    var found = FunctionEffects()
    for node in EffectScanner.nodes(in: body) {
      found.add(witnesses(of: node, scope: scope, depth: depth))
    }
    summaries[key] = found
    return found
  }

  /// The effects of one statement, expression or declaration of a function whose types
  /// `scope` knows, following calls into the project.
  func witnesses(in node: Syntax, scope: ExpressionTypes) -> [EffectWitness] {
    lock.lock()
    defer { lock.unlock() }
    var found = FunctionEffects()
    for inner in EffectScanner.nodes(in: node) { found.add(witnesses(of: inner, scope: scope, depth: 0)) }
    return found.witnesses
  }

  /// The effects of one call or assignment.
  private func witnesses(of node: Syntax, scope: ExpressionTypes, depth: Int) -> [EffectWitness] {
    if let assignment = Assignment(node) { return EffectScanner.effects(of: assignment) }
    guard let call = node.as(FunctionCallExprSyntax.self), !EffectScanner.isDelegation(call.calledExpression)
    else {
      return []
    }
    var found = EffectScanner.directEffects(of: call, scope: scope, roles: roles)
    if found.isEmpty || found.allSatisfy({ $0.effect == .handsOutSelf }) {
      found += calledEffects(call, scope: scope, depth: depth)
    }
    return found
  }

  /// What the project's functions a call reaches do, seen from the call.
  private func calledEffects(_ call: FunctionCallExprSyntax, scope: ExpressionTypes, depth: Int)
    -> [EffectWitness]
  {
    guard let target = CallTarget(call, scope: scope) else { return [] }
    // Making a view or a cell builds a subview: what its own initialiser sets up (its layout,
    // its gestures, its keyboard notifications) is its business, not the maker's work.
    if target.name == "init", [.view, .cell].contains(roles.role(of: target.typeName, from: scope.module)) {
      return []
    }
    let labels = call.arguments.map { $0.label?.text }
    let members = types.members(named: target.name, of: target.typeName, from: scope.module)
      .filter { $0.accepts(labels: labels) || $0.kind == .property }
    var found = FunctionEffects()
    for member in members.prefix(4) {
      let inner = effects(of: member, module: scope.module, depth: depth + 1)
      found.add(inner.witnesses.map { $0.through(Syntax(call), "calls `\(target.quoted)`") })
    }
    return found.witnesses
  }
}
