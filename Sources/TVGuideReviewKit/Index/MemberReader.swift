import SwiftSyntax

/// Reads the stored properties and the members with bodies of one member block.
enum MemberReader {
  static func storedProperties(of members: MemberBlockSyntax) -> [String: StoredProperty] {
    var properties: [String: StoredProperty] = [:]
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic else { continue }
      for binding in variable.bindings where binding.isStored {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        properties[name] = StoredProperty(
          name: name, type: binding.typeAnnotation?.type, strength: variable.strength,
          isLazy: variable.isLazy,
          initialValue: binding.initializer?.value)
      }
    }
    return properties
  }

  /// The initial values of the static stored properties of one member block.
  static func staticValues(of members: MemberBlockSyntax) -> [ExprSyntax] {
    members.members.flatMap { member -> [ExprSyntax] in
      guard let variable = member.decl.as(VariableDeclSyntax.self), variable.isStatic else { return [] }
      return variable.bindings.compactMap { $0.isStored ? $0.initializer?.value : nil }
    }
  }

  static func members(of block: MemberBlockSyntax, owner: String, path: String) -> [MemberFunction] {
    block.members.flatMap { member -> [MemberFunction] in
      let decl = member.decl
      if let function = decl.as(FunctionDeclSyntax.self) {
        return [
          MemberFunction(
            name: function.name.text, kind: .method,
            parameters: parameters(function.signature.parameterClause),
            isStatic: function.modifiers.contains { ["static", "class"].contains($0.name.text) },
            body: function.body.map(Syntax.init),
            resultTypeName: function.signature.returnClause?.type.baseName, ownerName: owner, path: path)
        ]
      }
      if let initializer = decl.as(InitializerDeclSyntax.self) {
        return [
          MemberFunction(
            name: "init", kind: .initializer, parameters: parameters(initializer.signature.parameterClause),
            isStatic: false, body: initializer.body.map(Syntax.init), resultTypeName: owner, ownerName: owner,
            path: path)
        ]
      }
      guard let variable = decl.as(VariableDeclSyntax.self) else { return [] }
      return variable.bindings.compactMap { binding in
        guard let accessors = binding.accessorBlock, !binding.isStored,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        return MemberFunction(
          name: name, kind: .property, parameters: [], isStatic: variable.isStatic, body: Syntax(accessors),
          resultTypeName: binding.typeAnnotation?.type.baseName, ownerName: owner, path: path)
      }
    }
  }

  private static func parameters(_ clause: FunctionParameterClauseSyntax) -> [MemberFunction.Parameter] {
    clause.parameters.map { parameter in
      let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
      return MemberFunction.Parameter(
        label: label, name: (parameter.secondName ?? parameter.firstName).text, type: parameter.type)
    }
  }
}
