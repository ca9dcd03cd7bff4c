import SwiftSyntax

/// A call, or a read of a computed property, that the view layer makes into code declared
/// elsewhere: what it names and the members it may run.
struct MemberUse {
  let typeName: String?
  let name: String
  let labels: [String?]
  let isProperty: Bool
  /// The node as used, for messages.
  private let node: Syntax

  /// As written, for messages: `gardener.register()`, `harvest.day.shortText`.
  var quoted: String {
    guard let call = node.as(FunctionCallExprSyntax.self) else { return node.quotedText }
    return call.calledExpression.quotedText + "(" + (call.arguments.isEmpty ? "" : "…") + ")"
  }

  init?(_ node: Syntax, scopes: ExpressionTypesCache) {
    guard node.is(FunctionCallExprSyntax.self) || node.is(MemberAccessExprSyntax.self) else { return nil }
    let scope = scopes.types(around: node)
    if let call = node.as(FunctionCallExprSyntax.self) {
      guard let target = CallTarget(call, scope: scope) else {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        self.init(typeName: nil, name: member.declName.baseName.text, call: call)
        return
      }
      self.init(typeName: target.typeName, name: target.name, call: call)
      return
    }
    // A property read: `x.shortText`, not the callee of a call nor the target of an assignment.
    guard let member = node.as(MemberAccessExprSyntax.self), let base = member.base,
      node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id,
      !Self.isAssigned(node), member.declName.baseName.text.first?.isLowercase == true
    else { return nil }
    self.init(
      typeName: scope.typeName(of: base), name: member.declName.baseName.text, labels: [], isProperty: true,
      node: node)
  }

  private init(typeName: String?, name: String, call: FunctionCallExprSyntax) {
    self.init(
      typeName: typeName, name: name, labels: call.arguments.map { $0.label?.text }, isProperty: false,
      node: Syntax(call))
  }

  private init(typeName: String?, name: String, labels: [String?], isProperty: Bool, node: Syntax) {
    self.typeName = typeName
    self.name = name
    self.labels = labels
    self.isProperty = isProperty
    self.node = node
  }

  /// Whether `node` is the left side of an assignment: written, not read.
  private static func isAssigned(_ node: Syntax) -> Bool {
    guard let parent = node.parent else { return false }
    if let assignment = Assignment(parent) { return assignment.target.id == node.id }
    if parent.is(ExprListSyntax.self), let sequence = parent.parent, let assignment = Assignment(sequence) {
      return assignment.target.id == node.id
    }
    return false
  }

  /// The members the use may run, leaving out those of `type` itself and of the view layer's
  /// own types (read where they are declared), and the proper channels: a presenter's,
  /// interactor's, router's, view model's, coordinator's, builder's or data service's (the
  /// last reported where the view names it). An unknown receiver matches a member of an
  /// extension of a platform type when only one has the name.
  func members(outside type: ViewLayerBodies, file: SourceFile, context: ReviewContext) -> [MemberFunction] {
    let candidates: [MemberFunction]
    if let typeName {
      let role = context.role(of: typeName, in: file)
      guard [.entity, .unknown, .view, .cell, .viewController, .displayHelper, .formatter].contains(role)
      else {
        return []
      }
      candidates = context.types.members(named: name, of: typeName, from: file.module)
    } else if Self.commonNames.contains(name) {
      // `first`, `count`: the standard library's members, whatever extension shares the name.
      candidates = []
    } else {
      let external = context.types.externalMembers(named: name)
      candidates = Set(external.map(\.ownerName)).count == 1 ? external : []
    }
    return candidates.filter { member in
      guard member.ownerName != type.name,
        (member.kind == .property) == isProperty || member.accepts(labels: labels)
      else { return false }
      // What a presenter does when the view tells it something (through a protocol the
      // presenter adopts, `output.refreshData()`) is the presenter's work, not the view's.
      let ownerRole = context.role(of: member.ownerName, in: file)
      guard !Self.properChannels.contains(ownerRole) else { return false }
      let owner = context.types.declaration(named: member.ownerName, from: file.module)
      return owner == nil || owner?.kind == .protocol || !ownerRole.isViewLayer
    }
  }

  /// Members of the standard library's and Foundation's common types: a receiver the review
  /// cannot type is far likelier to be one of those than the one extension of the same name.
  private static let commonNames: Set = [
    "first", "last", "count", "isEmpty", "description", "map", "filter", "reduce", "contains", "sorted",
    "first(where:)", "append", "remove", "insert", "keys", "values", "lowercased", "uppercased", "trimmed",
    "string", "date", "data", "value", "text", "title", "name", "id", "url", "image",
  ]

  /// The module parts a view is meant to talk to.
  private static let properChannels: Set<Role> = [
    .presenter, .interactor, .router, .coordinator, .viewModel, .builder,
  ]
}
