import SwiftSyntax

/// The types of expressions in one function, as far as declarations tell: parameters and
/// locals by their annotation or the object they are set to, properties by the index,
/// singletons (`NetworkManager.shared`) by their type. Enough to know whom a call reaches.
struct ExpressionTypes {
  let types: TypeIndex
  /// The type the function belongs to.
  let owner: String?
  let module: String?
  private let locals: [String: String]

  /// The names a singleton is reached by: `Manager.shared`, `.default`, `.instance`.
  private static let singletonNames: Set = [
    "shared", "default", "instance", "sharedInstance", "current", "main",
  ]

  init(function: Syntax?, owner: String?, module: String?, types: TypeIndex) {
    self.types = types
    self.owner = owner
    self.module = module
    var locals: [String: String] = [:]
    if let function {
      let declarations = LocalDeclarations(function)
      for parameter in declarations.parameters {
        if let type = parameter.type.baseName {
          locals[(parameter.secondName ?? parameter.firstName).text] = type
        }
      }
      for binding in declarations.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        if let type = binding.typeAnnotation?.type.baseName
          ?? binding.initializer.flatMap({ Self.castTypeName($0.value) })
          ?? binding.initializer.flatMap({ Self.createdTypeName($0.value) })
        {
          locals[name] = type
        }
      }
      for binding in declarations.optionalBindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        if let type = binding.typeAnnotation?.type.baseName
          ?? binding.initializer.flatMap({ Self.castTypeName($0.value) })
        {
          locals[name] = type
        }
      }
    }
    self.locals = locals
  }

  /// The name of the type of `expression`'s value; `nil` when it cannot be told.
  func typeName(of expression: ExprSyntax) -> String? {
    let expression = expression.withoutEffects
    if expression.isSelf { return owner }
    if let cast = Self.castTypeName(expression) { return cast }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if let local = locals[name] { return local }
      if let owner, let property = storedProperty(name, of: owner) { return property.typeName }
      return name.first?.isUppercase == true ? name : nil
    }
    if let optional = expression.as(OptionalChainingExprSyntax.self) {
      return typeName(of: optional.expression)
    }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) { return typeName(of: forced.expression) }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      return typeName(of: only.expression)
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      return memberType(member.declName.baseName.text, of: base)
    }
    if let call = expression.as(FunctionCallExprSyntax.self) { return resultType(of: call) }
    return nil
  }

  /// A stored property of `typeName` or of one of its superclasses.
  func storedProperty(_ name: String, of typeName: String) -> StoredProperty? {
    for ancestor in types.classChain(from: typeName, module: module) {
      if let property = types.storedProperty(name, of: ancestor, from: module) { return property }
    }
    return nil
  }

  private func memberType(_ name: String, of base: ExprSyntax) -> String? {
    guard let baseType = typeName(of: base) else { return nil }
    let isTypeReference = base.as(DeclReferenceExprSyntax.self)?.baseName.text == baseType
    if isTypeReference, Self.singletonNames.contains(name) { return baseType }
    if let property = storedProperty(name, of: baseType) { return property.typeName }
    return types.members(named: name, of: baseType, from: module).first { $0.kind == .property }?
      .resultTypeName
  }

  private func resultType(of call: FunctionCallExprSyntax) -> String? {
    if let created = Self.createdTypeName(ExprSyntax(call)) { return created }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      let baseType = typeName(of: base)
    else { return nil }
    let name = member.declName.baseName.text
    if Self.singletonNames.contains(name) { return baseType }
    return types.members(named: name, of: baseType, from: module).first?.resultTypeName
  }

  /// `Foo` for `Foo(…)`, `Foo.init(…)`, `Foo.shared`, `try Foo(…)`, `Foo<T>(…)`: an object made
  /// (or a singleton reached) by its capitalised type.
  static func createdTypeName(_ expression: ExprSyntax) -> String? {
    let expression = expression.withoutEffects
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      singletonNames.contains(member.declName.baseName.text), let name = base.referencedName,
      name.first?.isUppercase == true
    {
      return name
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.referencedName, name.first?.isUppercase == true
    else { return nil }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind != .keyword(.`init`)
    {
      return nil
    }
    return name
  }

  /// `T` for `x as! T`, `x as? T` and `(x as! T)`, folded or not.
  static func castTypeName(_ expression: ExprSyntax) -> String? {
    let expression = expression.withoutEffects
    if let cast = expression.as(AsExprSyntax.self) { return cast.type.baseName }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      for (index, element) in elements.enumerated() where element.is(UnresolvedAsExprSyntax.self) {
        if index + 1 < elements.count { return elements[index + 1].as(TypeExprSyntax.self)?.type.baseName }
      }
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      return castTypeName(only.expression)
    }
    return nil
  }
}
