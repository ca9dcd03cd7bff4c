import SwiftSyntax

/// The stored properties a type fills with objects it creates itself (`tableDelegate =
/// EmployeeTableDelegate(…)` in its `init` or a method): the type owns those objects, so they
/// point nowhere back.
struct CreatedProperties {
  private var names: Set<String> = []

  /// Reads the assignments in `file`'s bodies of `typeName`: its declaration and extensions.
  init(of typeName: String, in file: SourceFile, context: ReviewContext) {
    for assignment in NodeCollector.all(InfixOperatorExprSyntax.self, in: file.syntax)
    where assignment.operator.is(AssignmentExprSyntax.self) {
      guard let property = Self.assignedProperty(assignment.leftOperand),
        Self.createsObject(assignment.rightOperand),
        TypeScope.enclosing(assignment, in: file, context: context)?.name == typeName
      else { continue }
      names.insert(property)
    }
  }

  func contains(_ property: String) -> Bool { names.contains(property) }

  /// `x` for `x` and `self.x`.
  private static func assignedProperty(_ target: ExprSyntax) -> String? {
    if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    guard let member = target.as(MemberAccessExprSyntax.self), member.base?.isSelf == true else { return nil }
    return member.declName.baseName.text
  }

  /// `Helper(…)`, `Helper.init(…)`, `try Helper(…)`: a new object, by its capitalised type.
  private static func createsObject(_ value: ExprSyntax) -> Bool {
    guard let call = value.withoutEffects.as(FunctionCallExprSyntax.self) else { return false }
    return call.calledExpression.referencedName?.first?.isUppercase == true
  }
}
