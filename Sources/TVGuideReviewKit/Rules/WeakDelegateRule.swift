import SwiftSyntax

/// `weak-delegate`: an object holds strongly a reference that points back at its owner, so
/// the two keep each other alive. The back references of the migration: any delegate, a
/// presenter's view, a router's screen or presenter, an interactor's output, and a view's or
/// cell's view controller. A presenter's router is not one of them: the presenter owns its
/// router. An object the class creates itself and stores (`helper = TableHelper()`) is owned.
package struct WeakDelegateRule: ReviewRule {
  package let id = "weak-delegate"
  package let severity = Severity.error
  package let summary =
    "A delegate, a presenter's view, a router's screen or an interactor's output is held strongly."

  package init() {}

  package func findings(in file: SourceFile, context: ReviewContext) -> [Finding] {
    NodeCollector.all(VariableDeclSyntax.self, in: file.syntax).flatMap { variable in
      check(variable, in: file, context: context)
    }
  }

  private func check(_ variable: VariableDeclSyntax, in file: SourceFile, context: ReviewContext) -> [Finding]
  {
    // Only stored members of classes: locals and protocol requirements are not references an
    // object keeps, and a value type cannot be part of a cycle by itself.
    guard !variable.isWeakOrUnowned, !variable.isStatic,
      variable.parent?.is(MemberBlockItemSyntax.self) == true,
      let scope = TypeScope.enclosing(variable, in: file, context: context), scope.kind?.isReference == true
    else { return [] }
    let owner = Owner(scope.name, file: file, context: context)
    return variable.bindings.compactMap { binding in
      guard binding.isStored, !binding.createsItsValue,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let type = binding.typeAnnotation?.type,
        let backReference = BackReference(
          property: name, type: type.baseName, owner: owner,
          isViewController: type.baseName.map { context.types.isViewController(named: $0, from: file.module) }
            ?? false),
        context.types.mayBeObject(type, from: file.module),
        !CreatedProperties(of: scope.name, in: file, context: context).contains(name)
      else { return nil }
      return finding(at: binding.pattern, in: file, backReference.message(property: name))
    }
  }

  /// The class holding the property, and the part it plays.
  private struct Owner {
    let name: String
    /// A view or a table or collection cell, which its view controller owns.
    let isView: Bool

    init(_ name: String, file: SourceFile, context: ReviewContext) {
      self.name = name
      self.isView = context.types.isViewOrCell(named: name, from: file.module)
    }
  }

  /// What a property points back at, by the migration's names.
  private enum BackReference {
    case delegate
    case presenterView
    case routerScreen
    case routerPresenter
    case interactorOutput
    case viewController

    init?(property: String, type: String?, owner: Owner, isViewController: Bool) {
      if RoleNames.isDelegate(property: property, type: type) {
        self = .delegate
      } else if RoleNames.isPresenter(owner.name), RoleNames.isView(property: property, type: type) {
        self = .presenterView
      } else if RoleNames.isRouter(owner.name), RoleNames.isScreen(property: property, type: type) {
        self = .routerScreen
      } else if RoleNames.isRouter(owner.name), RoleNames.isRoutersPresenter(property: property, type: type) {
        self = .routerPresenter
      } else if RoleNames.isInteractor(owner.name),
        RoleNames.isInteractorOutput(property: property, type: type)
      {
        self = .interactorOutput
      } else if owner.isView, isViewController {
        self = .viewController
      } else {
        return nil
      }
    }

    func message(property: String) -> String {
      let fix = "declare it `weak var \(property)`"
      return switch self {
      case .delegate:
        "`\(property)` holds its delegate strongly, and a delegate usually owns the object it "
          + "listens to: \(fix)"
      case .presenterView:
        "the presenter holds its view `\(property)` strongly, but the view owns the presenter: \(fix)"
      case .routerScreen:
        "the router holds `\(property)` strongly, but that screen owns the router through its "
          + "presenter: \(fix)"
      case .routerPresenter:
        "the router holds its presenter `\(property)` strongly, but the presenter owns the router: \(fix)"
      case .viewController:
        "the view holds its view controller `\(property)` strongly, but the view controller owns "
          + "its views: \(fix)"
      case .interactorOutput:
        "the interactor holds `\(property)` strongly, but the presenter it reports to owns it: \(fix)"
      }
    }
  }
}
