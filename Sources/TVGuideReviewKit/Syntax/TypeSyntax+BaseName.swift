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

extension TypeSyntax {
  /// The element's base name of a collection type: `Observer` for `[Observer]`,
  /// `Set<Observer>` and `[String: Observer]`; `nil` for other types.
  var elementName: String? {
    if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.elementName }
    if let array = self.as(ArrayTypeSyntax.self) { return array.element.baseName }
    if let dictionary = self.as(DictionaryTypeSyntax.self) { return dictionary.value.baseName }
    guard let generic = self.as(IdentifierTypeSyntax.self), ["Array", "Set"].contains(generic.name.text),
      let argument = generic.genericArgumentClause?.arguments.first
    else { return nil }
    if case .type(let type) = argument.argument { return type.baseName }
    return nil
  }

  /// Whether values of the type are closures: a function type, optional, attributed or in a
  /// collection (`[() -> Void]`, `[String: Handler]` where `Handler` is not known is not).
  var isFunctionShaped: Bool { functionShape(inCollections: true) }

  /// Whether values of the type are one closure: a function type, optional, attributed or in
  /// parentheses, never in a collection.
  var isClosure: Bool { functionShape(inCollections: false) }

  private func functionShape(inCollections: Bool) -> Bool {
    if let optional = self.as(OptionalTypeSyntax.self) {
      return optional.wrappedType.functionShape(inCollections: inCollections)
    }
    if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return unwrapped.wrappedType.functionShape(inCollections: inCollections)
    }
    if let attributed = self.as(AttributedTypeSyntax.self) {
      return attributed.baseType.functionShape(inCollections: inCollections)
    }
    if let tuple = self.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return only.type.functionShape(inCollections: inCollections)
    }
    if inCollections, let array = self.as(ArrayTypeSyntax.self) { return array.element.isFunctionShaped }
    if inCollections, let dictionary = self.as(DictionaryTypeSyntax.self) {
      return dictionary.value.isFunctionShaped
    }
    return self.is(FunctionTypeSyntax.self)
  }
}
