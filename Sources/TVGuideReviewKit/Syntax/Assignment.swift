import SwiftSyntax

/// `target = value`, whether the file's operators were folded (`InfixOperatorExprSyntax`) or
/// not (`SequenceExprSyntax`, in files that are only indexed).
struct Assignment {
  let target: ExprSyntax
  let value: ExprSyntax
  /// The whole assignment.
  let node: Syntax

  init?(_ node: some SyntaxProtocol) {
    let node = Syntax(node)
    if let infix = node.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
      target = infix.leftOperand
      value = infix.rightOperand
    } else if let sequence = node.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
      target = elements[0]
      value = elements[2]
    } else {
      return nil
    }
    self.node = node
  }

  /// The assignment `value` is the right-hand side of, if any.
  static func assigning(_ value: some SyntaxProtocol) -> Assignment? {
    guard let parent = value.parent else { return nil }
    if let assignment = Assignment(parent), assignment.value.id == value.id { return assignment }
    // In an unfolded sequence the value's parent is the element list.
    if parent.is(ExprListSyntax.self), let sequence = parent.parent, let assignment = Assignment(sequence),
      assignment.value.id == value.id
    {
      return assignment
    }
    return nil
  }

  /// `x` for `x` and `self.x`: a property of the object the code runs in.
  var ownProperty: String? { Self.ownProperty(of: target) }

  /// `x` for `x` and `self.x`.
  static func ownProperty(of expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    guard let member = expression.as(MemberAccessExprSyntax.self), member.base?.isSelf == true else {
      return nil
    }
    return member.declName.baseName.text
  }
}
