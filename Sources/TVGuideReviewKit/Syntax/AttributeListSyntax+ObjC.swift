import SwiftSyntax

extension AttributeListSyntax {
  /// Whether `@objc` is among the attributes: an `@objc` protocol is class-bound already.
  var isObjC: Bool {
    contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
  }
}
