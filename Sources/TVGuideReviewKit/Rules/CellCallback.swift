import SwiftSyntax

/// A view controller's method that a cell (or a small view) calls through the delegate
/// protocol it holds, carrying the model the cell was configured with:
/// `trashTapped(model: AddressModel?)` of the `AddressCellDelegate` a cell keeps as `delegate`.
struct CellCallback {
  /// The names of the parameters that carry a model (an entity) the cell kept.
  let models: Set<String>

  init?(_ function: FunctionDeclSyntax, file: SourceFile, context: ReviewContext) {
    guard let scope = TypeScope.enclosing(function, in: file, context: context),
      context.role(of: scope.name, in: file) == .viewController
    else { return nil }
    let models = function.signature.parameterClause.parameters.compactMap { parameter -> String? in
      guard let type = parameter.type.baseName, context.role(of: type, in: file) == .entity else {
        return nil
      }
      return (parameter.secondName ?? parameter.firstName).text
    }
    guard !models.isEmpty else { return nil }
    let adopted = context.types.declaration(named: scope.name, from: file.module)?.inherited ?? []
    guard
      adopted.contains(where: {
        Self.isHeldByACell($0, declaring: function.name.text, file: file, context: context)
      })
    else { return nil }
    self.models = Set(models)
  }

  /// Whether `protocolName` declares `name` and a cell or view keeps a property of its type.
  private static func isHeldByACell(
    _ protocolName: String, declaring name: String, file: SourceFile, context: ReviewContext
  ) -> Bool {
    guard let declaration = context.types.declaration(named: protocolName, from: file.module),
      declaration.kind == .protocol, !declaration.members(named: name).isEmpty
    else { return false }
    return context.types.allDeclarations.contains { holder in
      [.cell, .view].contains(context.roles.role(of: holder.name, from: holder.module))
        && holder.storedProperties.values.contains { $0.typeName == protocolName }
    }
  }
}
