import SwiftSyntax

/// `layer-direction`: a module imports, or a target depends on, a layer to its right or a
/// sibling. Reads `import` lines (UIKit, SwiftUI and AppKit count as usable from the view
/// layer on when the order does not list them), the targets' dependencies when the file is
/// the package manifest, and, where layers are folders, the types a file names. A file in
/// no layer folder takes the layer its types' role names, when the order names its layers
/// after roles. A module's protocols and input values are its ports (`ModulePorts`): its
/// other parts may use them whatever folder holds them, and a file of protocols outside the layers (a module's contract, see
/// `ModuleContract`) is no layer at all. A name several apps of one repository declare is the
/// declaration nearest the file.
package struct LayerDirectionRule: ReviewRule {
  package let id = "layer-direction"
  package let severity = Severity.error
  package let summary = "A layer depends on a layer to its right, or on its sibling."

  package init() {}

  package func findings(in file: SourceFile, context: ReviewContext) -> [Finding] {
    guard let layers = context.layers else { return [] }
    if file.fileName == "Package.swift" { return manifestFindings(in: file, layers: layers) }
    guard let (layer, isFolderLayer) = Self.layer(of: file, layers: layers, context: context) else {
      return []
    }
    let imports = ImportScanner.imports(in: file.syntax).compactMap { node -> Finding? in
      guard let violation = layers.violation(importer: layer, imports: node.module) else { return nil }
      return finding(at: node.node, in: file, violation.message)
    }
    guard isFolderLayer else { return imports }
    return imports + typeFindings(in: file, layer: layer, context: context, layers: layers)
  }

  /// The file's layer: its module, its folder's layer, or the layer of its first type's role;
  /// and whether its edges are the types it names (it shares a module with other layers). A
  /// file whose types' roles name different layers (a widget's timeline provider that reads
  /// storage beside the SwiftUI view it fills) cannot be placed by its roles: only a folder
  /// or module can place it.
  private static func layer(of file: SourceFile, layers: LayerOrder, context: ReviewContext) -> (
    String, Bool
  )? {
    if let module = file.module { return (module, file.moduleIsFolderLayer) }
    guard !context.types.isContractFile(file.relativePath) else { return nil }
    let types = TypeBodies.all(in: file).filter { !$0.node.is(ExtensionDeclSyntax.self) }
    guard let first = types.first, let layer = layers.layer(for: context.role(of: first.name, in: file))
    else { return nil }
    // Protocols are ports and nested types belong to their outer type: the top-level
    // classes, structs and enums place the file.
    let placing = types.filter {
      !$0.node.is(ProtocolDeclSyntax.self) && $0.node.parent?.is(CodeBlockItemSyntax.self) == true
    }
    let mixed = placing.contains { type in
      layers.layer(for: context.role(of: type.name, in: file)).map { $0 != layer } ?? false
    }
    return mixed ? nil : (layer, true)
  }

  private func manifestFindings(in file: SourceFile, layers: LayerOrder) -> [Finding] {
    PackageManifest(file: file).targets.flatMap { target in
      target.dependencies.compactMap { dependency in
        guard let violation = layers.violation(importer: target.name, imports: dependency.name) else {
          return nil
        }
        return finding(at: dependency.node, in: file, violation.message)
      }
    }
  }

  /// In one module split into layer folders, a layer edge is a type named in a file of one
  /// layer and declared in a file of another, unless it is a port (`ModulePorts`) or a type
  /// of a module's contract, or named in a SwiftUI preview (which builds its screen however
  /// it must), or a generic parameter that shares a type's name. Each such type is reported
  /// once per file.
  private func typeFindings(in file: SourceFile, layer: String, context: ReviewContext, layers: LayerOrder)
    -> [Finding]
  {
    var seen: Set<String> = []
    return file.catalog.names.compactMap { node in
      guard let name = Self.typeName(node), name.first?.isUppercase == true, !seen.contains(name),
        !node.isInPreview, !node.isGenericParameter(name),
        let declaration = context.types.nearestDeclaration(named: name, to: file),
        !Self.isContractPort(declaration, usableFrom: layer, layers: layers, context: context),
        let other = Self.layer(of: declaration, layers: layers, context: context), other != layer,
        !ModulePorts.isPort(
          declaration, named: node, in: file, layer: layer, layers: layers, context: context),
        let violation = layers.violation(importer: layer, imports: other)
      else { return nil }
      seen.insert(name)
      return finding(at: node, in: file, violation.message + " (it names `\(name)`)")
    }
  }

  private static func layer(of declaration: TypeDeclaration, layers: LayerOrder, context: ReviewContext)
    -> String?
  {
    declaration.module ?? layers.layer(for: context.roles.role(of: declaration.name, from: nil))
  }

  /// A type of a module's contract that a file of `layer` may use: all of them, except that
  /// the view's ports are for the presenter and the layers after it; a file before the
  /// presenter (an interactor handed the view) depends on the view through them.
  private static func isContractPort(
    _ declaration: TypeDeclaration, usableFrom layer: String, layers: LayerOrder, context: ReviewContext
  ) -> Bool {
    guard context.types.isContractFile(declaration.relativePath) else { return false }
    guard context.roles.role(of: declaration.name, from: declaration.module).isViewLayer,
      let presenter = layers.layer(for: .presenter)
    else { return true }
    return layers.violation(importer: layer, imports: presenter) == nil
  }

  private static func typeName(_ node: Syntax) -> String? {
    if let type = node.as(IdentifierTypeSyntax.self) { return type.name.text }
    return node.as(DeclReferenceExprSyntax.self)?.baseName.text
  }
}
