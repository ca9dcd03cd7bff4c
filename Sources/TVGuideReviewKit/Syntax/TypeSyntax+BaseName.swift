import SwiftSyntax

extension TypeSyntax {
  /// The name of the type once optionals, `any`, `some`, attributes and parentheses are
  /// peeled off: `ShowListViewInput` for `(any ShowListViewInput)?`. `nil` for function
  /// types, tuples and collections, which are values whatever they contain.
  var baseName: String? {
    if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = self.as(MemberTypeSyntax.self) { return member.name.text }
    if let wrapped = wrappedType { return wrapped.baseName }
    if let tuple = self.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return only.type.baseName
    }
    return nil
  }

  /// Whether the type is a closure, tuple, array or dictionary: never an object itself.
  var isValueShaped: Bool {
    if let wrapped = wrappedType { return wrapped.isValueShaped }
    if let tuple = self.as(TupleTypeSyntax.self) {
      return tuple.elements.count != 1 || tuple.elements.first?.type.isValueShaped == true
    }
    return self.is(FunctionTypeSyntax.self) || self.is(ArrayTypeSyntax.self)
      || self.is(DictionaryTypeSyntax.self)
  }

  private var wrappedType: TypeSyntax? {
    if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType }
    if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType }
    if let existential = self.as(SomeOrAnyTypeSyntax.self) { return existential.constraint }
    if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType }
    return nil
  }
}
