import SwiftSyntax

extension ExprSyntax {
  /// The value of a string literal without interpolation: `"TVGuideEntity"`.
  var stringLiteralValue: String? {
    guard let literal = self.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
      case .stringSegment(let segment) = literal.segments.first
    else { return nil }
    return segment.content.text
  }
}
