import SwiftSyntax

extension LabeledExprListSyntax {
  /// The first argument with this label.
  func first(labeled label: String) -> LabeledExprSyntax? {
    first { $0.label?.text == label }
  }
}
