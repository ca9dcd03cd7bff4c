import SwiftSyntax

extension ClosureExprSyntax {
  /// Whether the closure keeps `self` alive: `[self]`, or `self` used without `[weak self]`
  /// or `[unowned self]`. Without a capture list of its own, the `self` it names is that of
  /// the closure around it: weak there (`self?.x`) unless rebound by `guard let self`. A
  /// nested closure's use of `self` counts, since this closure must capture `self` to hand
  /// it on.
  var capturesSelfStrongly: Bool {
    if let capture = selfCapture { return capture.specifier == nil }
    var current = parent
    while let node = current {
      if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) { break }
      if let enclosing = node.as(ClosureExprSyntax.self), let capture = enclosing.selfCapture {
        guard capture.specifier != nil else { return mentionsSelf }
        return enclosing.rebindsSelfStrongly && mentionsSelf
      }
      current = node.parent
    }
    return mentionsSelf
  }

  /// `self`, `weak self` or `unowned self` in the capture list.
  var selfCapture: ClosureCaptureSyntax? {
    signature?.capture?.items.first { $0.name.tokenKind == .keyword(.self) }
  }

  /// Whether `self` is named in the body, by this closure or one inside it. `Type.self`, the
  /// metatype, is no `self`.
  private var mentionsSelf: Bool {
    NodeCollector.all(DeclReferenceExprSyntax.self, in: statements).contains { reference in
      guard reference.baseName.tokenKind == .keyword(.self) else { return false }
      return reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
    }
  }

  /// `guard let self`, `if let self = self`: a weak `self` made strong for the rest of the body.
  private var rebindsSelfStrongly: Bool {
    NodeCollector.all(OptionalBindingConditionSyntax.self, in: statements).contains {
      guard let name = $0.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return false }
      return name.tokenKind == .keyword(.self) || name.text == "`self`"
    }
  }

  /// Whether the closure is called where it is written, `{ … }()`, and so never kept.
  var isImmediatelyCalled: Bool {
    parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == id
  }
}
