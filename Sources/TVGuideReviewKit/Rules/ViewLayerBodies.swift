import SwiftSyntax

/// The member blocks of each type of a file that the model places in the view layer: its
/// declaration and its extensions, in source order.
struct ViewLayerBodies {
  let name: String
  let role: Role
  let bodies: [MemberBlockSyntax]

  /// What the type is called in messages: `the view controller`, `the cell`.
  var noun: String {
    switch role {
    case .viewController: "the view controller"
    case .cell: "the cell"
    case .displayHelper: "the table helper"
    default: "the view"
    }
  }

  /// Whether formatting is the type's business to leave alone: a view controller's, a table
  /// helper's or a cell's formatting of what it shows is the presenter's work; a view's
  /// drawing (a search bar cleaning what is typed into it) is its own.
  var checksFormatting: Bool { role == .viewController || role == .displayHelper || role == .cell }

  /// Whether making display text of a value with `String(format:)` or `formatted` is the
  /// type's business to leave alone: it is the presenter's in every view type, a plain
  /// view's included, where holding a formatter or cleaning typed text is the view's own.
  var checksDisplayFormatting: Bool { checksFormatting || role == .view }

  /// Whether calling the network itself is the type's business to leave alone: a view or a
  /// cell that downloads its image is common and harmless; a screen or a table helper that
  /// fetches is the MVC smell. Databases, files and device services count everywhere.
  var checksNetwork: Bool { role == .viewController || role == .displayHelper }

  static func collect(in file: SourceFile, context: ReviewContext) -> [ViewLayerBodies] {
    var order: [String] = []
    var bodies: [String: [MemberBlockSyntax]] = [:]
    var roles: [String: Role] = [:]
    func add(_ name: String, _ body: MemberBlockSyntax) {
      let role = context.role(of: name, in: file)
      guard role.isViewLayer, !isRecord(name) else { return }
      if bodies[name] == nil { order.append(name) }
      bodies[name, default: []].append(body)
      roles[name] = role
    }
    // A struct or enum of stored values only, not a SwiftUI view (the values a presenter
    // hands a view, `HomeDriversForView`), runs no code: naming a service in a field is the
    // code that fills it, elsewhere.
    func isRecord(_ name: String) -> Bool {
      guard let declaration = context.types.declaration(named: name, from: file.module) else { return false }
      return (declaration.kind == .struct || declaration.kind == .enum) && declaration.members.isEmpty
        && !declaration.inherited.contains("View")
    }
    // Extensions of the platform's classes (`extension UIViewController`) are helpers the
    // views inherit: their callers are reported, where the view uses them.
    for body in TypeBodies.all(in: file) where !body.node.is(ProtocolDeclSyntax.self) {
      if body.node.is(ExtensionDeclSyntax.self),
        context.types.declaration(named: body.name, from: file.module) == nil
      {
        continue
      }
      add(body.name, body.members)
    }
    return order.map { ViewLayerBodies(name: $0, role: roles[$0] ?? .view, bodies: bodies[$0] ?? []) }
  }
}
