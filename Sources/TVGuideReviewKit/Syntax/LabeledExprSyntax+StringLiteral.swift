import SwiftSyntax

extension LabeledExprSyntax {
  /// The argument's value when it is a plain string literal.
  var stringLiteralValue: String? { expression.stringLiteralValue }
}
