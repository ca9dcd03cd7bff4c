/// A presenter's reference to the module that showed it: its module output, a protocol named
/// `…Output` that presenters, routers or coordinators of other modules adopt (a picker's
/// output, adopted by the presenters whose routers show the picker). Held strongly, it keeps
/// the showing module alive as long as the shown one, though the graph sees no cycle when the
/// showing module does not keep the child: it is reported where the project's own convention
/// is to hold its module outputs weak.
enum ModuleOutput {
  /// Whether `edge` is a presenter's strong module output in a project that holds most of its
  /// module outputs weak (two at least).
  static func isHeldAgainstConvention(
    _ edge: OwnershipEdge, holder: Role, context: ReviewContext, module: String?
  )
    -> Bool
  {
    guard [.presenter, .viewModel].contains(holder),
      isModuleOutput(edge.target, besides: edge.holder, context: context, module: module)
    else { return false }
    var weak = 0
    var strong = 0
    for declaration in context.types.allDeclarations
    where [.presenter, .viewModel].contains(
      context.roles.role(of: declaration.name, from: declaration.module))
    {
      for property in declaration.storedProperties.values {
        guard let type = property.type?.baseName,
          isModuleOutput(type, besides: declaration.name, context: context, module: declaration.module)
        else { continue }
        if property.isWeak { weak += 1 } else { strong += 1 }
      }
    }
    return weak >= 2 && weak > strong
  }

  /// A protocol named `…Output` that only presenters, view models, routers or coordinators
  /// adopt, none of them `holder`: the port by which a module reports to whoever showed it.
  private static func isModuleOutput(
    _ name: String, besides holder: String, context: ReviewContext, module: String?
  )
    -> Bool
  {
    guard name.hasSuffix("Output"), context.types.declaration(named: name, from: module)?.kind == .protocol
    else { return false }
    // A view's port to its presenter (`…ViewOutput`, held by the view) is the child presenter's
    // own interface when another presenter keeps it: a forward reference, not an output.
    let heldByAView = context.types.holders(ofProtocol: name, from: module).contains {
      context.roles.role(of: $0.holder.name, from: $0.holder.module).isViewLayer
    }
    let adopters = context.types.adopters(ofProtocol: name, from: module)
    // Whoever showed the module listens to it: its presenter, or the router or coordinator
    // that made the module.
    let listeners: Set<Role> = [.presenter, .viewModel, .router, .coordinator]
    return !heldByAView && !adopters.isEmpty
      && adopters.allSatisfy {
        $0.name != holder && listeners.contains(context.roles.role(of: $0.name, from: $0.module))
      }
  }
}
