import SwiftSyntax

/// `view-does-work`: a view controller fetches data (the network, files, a data source) or
/// formats dates and strings. That is the MVC smell the migration removes: the view shows
/// ready strings from its presenter and forwards what the user does. A view controller that
/// holds data access only to hand it to the next screen it builds is told so: that is the
/// builder's job (stage 4), not the interactor's.
package struct ViewDoesWorkRule: ReviewRule {
  package let id = "view-does-work"
  package let severity = Severity.warning
  package let summary =
    "A view controller reaches the network or a data source, or formats dates and strings."

  package init() {}

  package func findings(in file: SourceFile, context: ReviewContext) -> [Finding] {
    var seen: Set<String> = []
    return viewControllerBodies(in: file, context: context).flatMap { bodies in
      let handoff = DataHandoff(bodies: bodies, file: file, context: context)
      return bodies.flatMap { body in
        work(in: body, file: file, context: context, handoff: handoff).compactMap { work in
          let finding = finding(at: work.node, in: file, work.message)
          // One comment per line and kind of work: `DateFormatter()` and its type say it once.
          return seen.insert("\(finding.line):\(work.isFormatting)").inserted ? finding : nil
        }
      }
    }
  }

  /// The member blocks of each view controller in the file: its class body and its
  /// extensions, in source order.
  private func viewControllerBodies(in file: SourceFile, context: ReviewContext) -> [[MemberBlockSyntax]] {
    var order: [String] = []
    var bodies: [String: [MemberBlockSyntax]] = [:]
    func add(_ name: String, _ body: MemberBlockSyntax) {
      if bodies[name] == nil { order.append(name) }
      bodies[name, default: []].append(body)
    }
    for declaration in NodeCollector.all(ClassDeclSyntax.self, in: file.syntax)
    where context.types.isViewController(named: declaration.name.text, from: file.module) {
      add(declaration.name.text, declaration.memberBlock)
    }
    for declaration in NodeCollector.all(ExtensionDeclSyntax.self, in: file.syntax) {
      guard let name = declaration.extendedType.baseName,
        context.types.isViewController(named: name, from: file.module)
      else { continue }
      add(name, declaration.memberBlock)
    }
    return order.compactMap { bodies[$0] }
  }

  private func work(
    in body: MemberBlockSyntax, file: SourceFile, context: ReviewContext, handoff: DataHandoff
  ) -> [Work] {
    var found: [Work] = []
    for node in NodeCollector.all(Syntax.self, in: body) where !Self.onlyNamesAType(node) {
      if let work = Work(node, file: file, context: context, handoff: handoff) { found.append(work) }
    }
    return found.sorted { $0.node.position < $1.node.position }
  }

  /// Whether `node` names a type without reaching it: the owner of a nested type
  /// (`URLSession` in `URLSession.AuthChallengeDisposition`), or a type in the signature of a
  /// delegate callback (`urlSession(_ session: URLSession, …)`), which UIKit decides.
  private static func onlyNamesAType(_ node: Syntax) -> Bool {
    if let memberType = node.parent?.as(MemberTypeSyntax.self), memberType.baseType.id == node.id {
      return true
    }
    guard node.is(IdentifierTypeSyntax.self) else { return false }
    var current = node.parent
    while let ancestor = current {
      if let signature = ancestor.as(FunctionSignatureSyntax.self) {
        return signature.parent?.as(FunctionDeclSyntax.self).map(isDelegateCallback) ?? false
      }
      if ancestor.is(CodeBlockSyntax.self) || ancestor.is(MemberBlockSyntax.self) { return false }
      current = ancestor.parent
    }
    return false
  }

  /// `tableView(_ tableView: UITableView, …)`, `urlSession(_ session: URLSession, …)`: a method
  /// named after the type of its unlabelled first parameter, as delegate protocols name them.
  private static func isDelegateCallback(_ function: FunctionDeclSyntax) -> Bool {
    guard let first = function.signature.parameterClause.parameters.first,
      first.firstName.tokenKind == .wildcard, let type = first.type.baseName
    else { return false }
    return type.lowercased().hasSuffix(function.name.text.lowercased())
  }

  /// One piece of work a view controller should not do.
  private struct Work {
    let node: Syntax
    let message: String
    let isFormatting: Bool

    init?(_ node: Syntax, file: SourceFile, context: ReviewContext, handoff: DataHandoff) {
      if let name = Self.typeName(node), name.first?.isUppercase == true {
        if context.types.isDataAccess(named: name, from: file.module) {
          self.init(node, data: name, handoff: handoff)
        } else if RoleNames.isFormatter(name) {
          self.init(node, formatting: "`\(name)`")
        } else {
          return nil
        }
      } else if let call = node.as(FunctionCallExprSyntax.self), let what = Self.formattingCall(call) {
        self.init(node, formatting: what)
      } else {
        return nil
      }
    }

    private init(_ node: Syntax, data name: String, handoff: DataHandoff) {
      self.node = node
      self.isFormatting = false
      switch (handoff.usesData, handoff.handsDataToNextScreen) {
      case (false, true):
        self.message =
          "the view controller holds `\(name)` only to hand it to the next screen it builds; let a "
          + "builder assemble that screen and a router show it, and the view needs no data access"
      case (true, true):
        self.message =
          "the view controller reaches data through `\(name)` and hands it to the next screen it "
          + "builds; let an interactor fetch, the presenter hand the view what to show, and a "
          + "builder assemble the next screen"
      default:
        self.message =
          "the view controller reaches data through `\(name)`; let an interactor fetch it and the "
          + "presenter hand the view what to show"
      }
    }

    private init(_ node: Syntax, formatting what: String) {
      self.node = node
      self.isFormatting = true
      self.message =
        "the view controller formats with \(what); move formatting to a helper the presenter uses "
        + "and hand the view ready strings"
    }

    /// A type named in an expression (`DateFormatter()`) or a type annotation.
    private static func typeName(_ node: Syntax) -> String? {
      if let reference = node.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
      return node.as(IdentifierTypeSyntax.self)?.name.text
    }

    /// `String(format:)`, `date.formatted(…)`, `text.replacingOccurrences(of:with:)`.
    private static func formattingCall(_ call: FunctionCallExprSyntax) -> String? {
      let callee = call.calledExpression
      if callee.referencedName == "String", call.arguments.first?.label?.text == "format" {
        return "`String(format:)`"
      }
      guard let member = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
        ["formatted", "replacingOccurrences"].contains(member)
      else { return nil }
      return "`\(member)`"
    }
  }
}
