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
    guard let place = Self.layer(of: file, layers: layers, context: context) else {
      guard let importer = Self.importPlace(of: file, layers: layers, context: context) else { return [] }
      return importFindings(in: file, place: importer, layers: layers)
    }
    let imports = importFindings(in: file, place: place, layers: layers)
    guard place.isFolderLayer else { return imports }
    return imports + typeFindings(in: file, place: place, context: context, layers: layers)
  }

  private func importFindings(in file: SourceFile, place: LayerPlace, layers: LayerOrder) -> [Finding] {
    ImportScanner.imports(in: file.syntax).compactMap { node -> Finding? in
      guard let violation = layers.violation(importer: place.layer, imports: node.module) else { return nil }
      var found = finding(at: node.node, in: file, violation.message)
      found.confidence = place.confidence(importing: node.module, layers: layers)
      return found
    }
  }

  /// Where a file that no one layer holds stands for its imports: a module's contract (one data
  /// service's protocol, an interactor's input and output), or a file whose types' roles name
  /// different layers (a service beside the enum it returns). What the rightmost of its layers
  /// may not import, none of them may: a service's file that imports UIKit is wrong whichever
  /// of its types needed it. A contract's protocols also stand where the types that hold them
  /// do: a presenter's `…ViewOutput`, held by the view, may take what the view sends; a
  /// module's input, held by the routers that open it, may hand them its screen. Every type
  /// must be placed; its types' edges still go unread.
  private static func importPlace(of file: SourceFile, layers: LayerOrder, context: ReviewContext)
    -> LayerPlace?
  {
    let isContract = context.types.isContractFile(file.relativePath)
    let types = TypeBodies.all(in: file).filter {
      $0.node.parent?.is(CodeBlockItemSyntax.self) == true && !$0.node.is(ExtensionDeclSyntax.self)
    }
    let placed = types.map { type in
      (
        layer: layers.layer(for: context.role(of: type.name, in: file)), name: type.name,
        isPort: type.node.is(ProtocolDeclSyntax.self)
      )
    }
    guard !placed.isEmpty, placed.allSatisfy({ $0.layer != nil }) else { return nil }
    let users =
      isContract
      ? types.filter { $0.node.is(ProtocolDeclSyntax.self) }.flatMap { port in
        context.types.holders(ofProtocol: port.name, from: file.module).compactMap { user in
          layers.layer(for: context.roles.role(of: user.holder.name, from: user.holder.module))
        }
      } : []
    guard let rightmost = layers.rightmost(of: placed.compactMap(\.layer) + users) else { return nil }
    let sure = placed.contains { type in
      type.layer == rightmost
        && context.roles.assignment(of: type.name, from: file.module)?.certainty == .high
    }
    return LayerPlace(
      layer: rightmost, isFolderLayer: false, certainty: sure ? .high : .medium,
      names: placed.filter { $0.layer == rightmost }.map { ($0.name, file.module, $0.isPort) },
      layers: layers,
      roles: context.roles)
  }

  /// The file's layer: its module, its folder's layer, or the layer of its first type's role;
  /// and whether its edges are the types it names (it shares a module with other layers). A
  /// file whose types' roles name different layers (a widget's timeline provider that reads
  /// storage beside the SwiftUI view it fills) cannot be placed by its roles: only a folder
  /// or module can place it. With the inferred order, a module the order cannot know places
  /// nothing: its files go by their roles too. A file of extensions only goes by the types it
  /// extends.
  private static func layer(of file: SourceFile, layers: LayerOrder, context: ReviewContext) -> LayerPlace? {
    // The inferred order's layers are roles, never modules: only a configured order places a
    // file by the module it is compiled into.
    if let module = file.module, !layers.isInferred {
      return LayerPlace(
        layer: module, isFolderLayer: file.moduleIsFolderLayer, certainty: .high, layers: layers,
        roles: context.roles)
    }
    guard !context.types.isContractFile(file.relativePath) else { return nil }
    let bodies = TypeBodies.all(in: file).filter { $0.node.parent?.is(CodeBlockItemSyntax.self) == true }
    let declared = bodies.filter { !$0.node.is(ExtensionDeclSyntax.self) }
    let types =
      declared.isEmpty
      ? bodies.filter { context.types.declaration(named: $0.name, from: file.module) != nil } : declared
    // Protocols are ports: the classes, structs, enums and extensions place the file, and its
    // protocols only when it has nothing else.
    let concrete = types.filter { !$0.node.is(ProtocolDeclSyntax.self) }
    let placing = (concrete.isEmpty ? types : concrete).map { type in
      (layer: layers.layer(for: context.role(of: type.name, in: file)), type: type)
    }
    guard let layer = placing.lazy.compactMap(\.layer).first,
      !placing.contains(where: { $0.layer != nil && $0.layer != layer })
    else { return nil }
    // A class beside them whose role nothing tells may be anything: then the file's place is
    // a guess.
    let unplacedClass = placing.contains { place in
      place.layer == nil
        && (place.type.node.is(ClassDeclSyntax.self) || place.type.node.is(ActorDeclSyntax.self))
    }
    // A file named after a part of its module, beside two other parts of its feature, is sure
    // of the layer its types' roles agree on, though only their names tell them.
    let shaped = context.shapes.part(ofFile: file.relativePath).flatMap(layers.layer(for:)) == layer
    let byRoles = placing.contains { place in
      place.layer == layer
        && context.roles.assignment(of: place.type.name, from: file.module)?.certainty == .high
    }
    var place = LayerPlace(
      layer: layer, certainty: !unplacedClass && (shaped || byRoles) ? .high : .medium,
      names: placing.filter { $0.layer == layer }.map {
        ($0.type.name, file.module, $0.type.node.is(ProtocolDeclSyntax.self))
      }, layers: layers,
      roles: context.roles)
    place.isSureByRoles = byRoles
    return place
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
  /// once per file, and the types of one layer that one function names, or that adjacent
  /// declarations of one type name (four stored properties that each make a tab's module), are
  /// one finding: one place that depends on that layer.
  private func typeFindings(
    in file: SourceFile, place: LayerPlace, context: ReviewContext, layers: LayerOrder
  )
    -> [Finding]
  {
    let layer = place.layer
    var seen: Set<String> = []
    var lastLine: [String: Int] = [:]
    var runs: [String: Int] = [:]
    let edges = file.catalog.names.compactMap { node -> FindingGroups.Member? in
      guard let name = Self.typeName(node), name.first?.isUppercase == true, !seen.contains(name),
        !node.isInPreview, !node.isGenericParameter(name),
        let declaration = context.types.nearestDeclaration(named: name, to: file),
        // A type the file declares itself (a presenter's nested `Action`) is no edge out of it.
        declaration.relativePath != file.relativePath,
        !Self.isContractPort(declaration, usableFrom: layer, layers: layers, context: context),
        let other = Self.layer(of: declaration, layers: layers, context: context), other != layer,
        !ModulePorts.isPort(
          declaration, named: node, in: file, layer: layer, layers: layers, context: context),
        let violation = layers.violation(importer: layer, imports: other)
      else { return nil }
      seen.insert(name)
      var found = finding(at: node, in: file, violation.message + " (it names `\(name)`)")
      var scope = node.enclosingFunction.map { "\($0.id)" } ?? ""
      if scope.isEmpty {
        // Outside functions, a run of adjacent lines of one type is one place.
        let type = "\(other)#" + (TypeScope.enclosing(node, in: file, context: context)?.name ?? "")
        if let last = lastLine[type], found.line - last > 1 { runs[type, default: 0] += 1 }
        lastLine[type] = found.line
        scope = "\(type)#\(runs[type, default: 0])"
      }
      let named = context.roles.assignment(of: declaration.name, from: declaration.module)?.certainty
      let doubts =
        layers.isInferred
        ? LayerPlace.contestedLayers(
          of: declaration.name, from: declaration.module, layers: layers, roles: context.roles,
          unlessLineage: true) : []
      // Sure of an edge between two parts of a module by their names only when both are
      // named after their parts (an interactor naming its module's presenter class).
      let shapedTarget = context.shapes.part(of: declaration).flatMap(layers.layer(for:)) == other
      let sure = (named == .high || shapedTarget) && (place.isSureByRoles || shapedTarget)
      found.confidence =
        (!layers.isInferred && declaration.module != nil) || sure
        ? place.confidence(importing: other, contested: Set(doubts), layers: layers) : .medium
      return FindingGroups.Member(key: "\(other)#\(scope)", finding: found, note: "names `\(name)`")
    }
    return FindingGroups.merge(edges)
  }

  private static func layer(of declaration: TypeDeclaration, layers: LayerOrder, context: ReviewContext)
    -> String?
  {
    context.layer(of: declaration)
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
