import SwiftSyntax

/// What rules know beyond the file they read: the project's model (its types, their roles,
/// who keeps whom alive, what functions do) and its layer order.
package struct ReviewContext: Sendable {
  package var types: TypeIndex
  package var roles: ProjectRoles
  package var ownership: OwnershipGraph
  package var effects: EffectAnalyzer
  /// Who creates whom, and what lives as long as the app.
  package var lifetimes: Lifetimes
  /// `nil` when the project declares no layer order: `layer-direction` cannot run.
  package var layers: LayerOrder?
  /// The modules the project lays out by its file names, for the inferred order's placement.
  package var shapes: ModuleShapes

  package init(types: TypeIndex, layers: LayerOrder?, roleOverrides: [RoleOverride] = []) {
    self.types = types
    roles = ProjectRoles(types: types, overrides: roleOverrides)
    ownership = OwnershipGraph(types: types)
    effects = EffectAnalyzer(types: types, roles: roles)
    lifetimes = Lifetimes(types: types, roles: roles)
    shapes = ModuleShapes(types: types)
    self.layers = layers
  }

  /// A context whose types are those declared in `files`.
  package init(files: [SourceFile], layers: LayerOrder? = nil, roleOverrides: [RoleOverride] = []) {
    self.init(types: TypeIndex(files: files), layers: layers, roleOverrides: roleOverrides)
  }

  /// The layer of a declared type: its module's place in the order, else (a file of one module
  /// split into folders, or any file under the inferred order) the layer of its role.
  package func layer(of declaration: TypeDeclaration) -> String? {
    guard let layers else { return nil }
    if let module = declaration.module, !layers.isInferred { return module }
    return layers.layer(for: roles.role(of: declaration.name, from: declaration.module))
  }

  /// The role of `name` as seen from `file`.
  package func role(of name: String, in file: SourceFile) -> Role {
    roles.role(of: name, from: file.module)
  }

  /// Whether `name` reaches data: a type the project's model calls a data service (by its
  /// name, the protocol it adopts or what its code does), or one of the platform's or common
  /// libraries' data APIs (`URLSession`, `NSManagedObjectContext`, `CLLocationManager`).
  package func isDataAccess(_ name: String, in file: SourceFile) -> Bool {
    if let kind = DataAPIs.kind(ofType: name) { return kind != .sdk }
    return role(of: name, in: file) == .dataService
  }

  /// The types of expressions in the function (or type body) around `node`.
  func expressionTypes(around node: some SyntaxProtocol, in file: SourceFile) -> ExpressionTypes {
    let owner = TypeScope.enclosing(node, in: file, context: self)?.name
    return ExpressionTypes(function: node.enclosingFunction, owner: owner, module: file.module, types: types)
  }
}
