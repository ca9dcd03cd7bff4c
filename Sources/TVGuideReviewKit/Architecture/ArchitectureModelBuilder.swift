import SwiftSyntax

/// Reads the review's model (`ReviewContext`) into the public `ArchitectureReview`: each
/// reviewed type with its role, layer, references and calls; the screen modules; the layers'
/// uses of each other; the loops of strong references.
struct ArchitectureModelBuilder {
  let context: ReviewContext
  /// Every file the model knows, by the path findings print, to place calls written in them.
  private let filesByPath: [String: SourceFile]

  init(context: ReviewContext, indexed: [SourceFile]) {
    self.context = context
    filesByPath = Dictionary(indexed.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
  }

  func review(of reviewed: [SourceFile], root: String, notes: [String]) -> ArchitectureReview {
    let perFile = ParallelMap.map(reviewed) { file in
      let reviewedFile = reviewedFile(file)
      return (reviewedFile, reviewedTypes(in: file, importing: reviewedFile.imports.map(\.module)))
    }
    let types = perFile.flatMap(\.1)
    let files = perFile.map(\.0)
    return ArchitectureReview(
      root: root, files: files, types: types, modules: Self.modules(of: types),
      layerDependencies: dependencies(of: types, files: files), ownershipCycles: cycles(among: types),
      notes: notes)
  }

  private func reviewedFile(_ file: SourceFile) -> ReviewedFile {
    let imports = ImportScanner.imports(in: file.syntax).map { item in
      let (line, column) = file.location(of: item.node)
      return ReviewedImport(module: item.module, line: line, column: column)
    }
    return ReviewedFile(path: file.relativePath, module: file.module, imports: imports)
  }

  private func reviewedTypes(in file: SourceFile, importing imported: [String]) -> [ReviewedType] {
    let declarations = context.types.declarations(inFile: file.relativePath)
    return TypeBodies.all(in: file).filter { !$0.node.is(ExtensionDeclSyntax.self) }.compactMap { body in
      guard let declaration = declarations.first(where: { $0.name == body.name }) else { return nil }
      let nameToken = body.node.asProtocol(NamedDeclSyntax.self)?.name
      let (line, column) = nameToken.map { file.location(of: $0) } ?? (declaration.line, 1)
      let reviewRole = context.roles.role(of: declaration.name, from: declaration.module)
      let role = ReviewRole(reviewRole)
      return ReviewedType(
        name: declaration.name, kind: declaration.kind.rawValue, role: role,
        layer: layer(of: declaration, role: reviewRole),
        module: declaration.module,
        feature: declaration.folderModule ?? FeatureName.of(declaration.name, role: role),
        file: file.relativePath, line: line, column: column, inherited: declaration.inherited,
        isClassBound: declaration.kind == .protocol
          && context.types.isClassBound(protocolNamed: declaration.name, from: declaration.module) == true,
        importedModules: imported, holds: holds(of: declaration), calls: calls(of: declaration, in: file))
    }
  }

  /// The module when the project's order places it, else the layer its role belongs in: the
  /// stages' single-target apps, and any project without an order, are layered by roles.
  func layer(of declaration: TypeDeclaration, role known: Role? = nil) -> String? {
    if let module = placed(declaration.module) { return module }
    let order = context.layers ?? .inferred
    let role = known ?? context.roles.role(of: declaration.name, from: declaration.module)
    return (order.isInferred ? order : .inferred).layer(for: role)
  }

  /// `module` when the project's configured order places it.
  private func placed(_ module: String?) -> String? {
    guard let order = context.layers, !order.isInferred, let module, order.places(module) else { return nil }
    return module
  }

  private func holds(of declaration: TypeDeclaration) -> [ReviewedOwnership] {
    guard declaration.kind.isReference else { return [] }
    return context.ownership.edges(from: declaration.name, module: declaration.module).map { edge in
      ReviewedOwnership(
        holder: edge.holder, property: edge.property, target: edge.target,
        strength: ReviewedOwnership.Strength(rawValue: edge.strength.rawValue) ?? .strong,
        isCollection: edge.isCollection)
    }
    .sorted { ($0.holder, $0.property) < ($1.holder, $1.property) }
  }

  /// The calls the type's members and its stored properties' initial values make to the
  /// project's types, in source order.
  private func calls(of declaration: TypeDeclaration, in file: SourceFile) -> [ReviewedCall] {
    let initialValues = declaration.storedProperties.values.compactMap(\.initialValue)
      .sorted { $0.position < $1.position }.map { (Syntax($0), file) }
    let bodies = declaration.members.compactMap { member in
      member.body.flatMap { body in filesByPath[member.path].map { (body, $0) } }
    }
    return (initialValues + bodies).flatMap { body, file in
      var scopes: [SyntaxIdentifier: ExpressionTypes] = [:]
      return CallCollector.calls(in: body).compactMap { call -> ReviewedCall? in
        // `super.init(…)` and `self.init(…)` finish making this object: no call to another.
        if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
          base.is(SuperExprSyntax.self)
            || base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
          return nil
        }
        let function = call.enclosingFunction
        let key = function?.id ?? body.id
        let scope =
          scopes[key]
          ?? ExpressionTypes(
            function: function, owner: declaration.name, module: declaration.module, types: context.types)
        scopes[key] = scope
        guard let target = CallTarget(call, scope: scope),
          let callee = context.types.declaration(named: target.typeName, from: declaration.module)
        else { return nil }
        let (line, column) = file.location(of: call)
        return ReviewedCall(
          type: callee.name, member: target.name,
          role: ReviewRole(context.roles.role(of: callee.name, from: callee.module)),
          layer: layer(of: callee),
          file: file.relativePath, line: line, column: column)
      }
    }
  }

  /// Each pair of layers one uses the other through, with the uses that show it.
  private func dependencies(of types: [ReviewedType], files: [ReviewedFile]) -> [LayerDependency: [String]] {
    var uses: [LayerDependency: Set<String>] = [:]
    let moduleOfFile = Dictionary(files.map { ($0.path, $0.module) }, uniquingKeysWith: { first, _ in first })
    for type in types {
      guard let layer = type.layer else { continue }
      let held = type.holds.compactMap { edge in
        context.types.declaration(named: edge.target, from: type.module).map {
          ($0.name, self.layer(of: $0), layer)
        }
      }
      // A call written in an extension in another module is that module's use (the store's
      // `extension ShowDataError` calls the store's own types), when the order places modules.
      let called = type.calls.map { call in
        (call.type, call.layer, callerLayer(moduleOfFile[call.file] ?? nil, otherwise: layer))
      }
      for (target, to, from) in called + held {
        guard let to, to != from else { continue }
        uses[LayerDependency(from: from, to: to), default: []].insert("\(type.name) → \(target)")
      }
    }
    if let order = context.layers, !order.isInferred {
      for file in files {
        guard let module = file.module, order.places(module) else { continue }
        for item in file.imports where item.module != module && order.places(item.module) {
          uses[LayerDependency(from: module, to: item.module), default: []].insert("\(file.path) imports it")
        }
      }
    }
    return uses.mapValues { $0.sorted() }
  }

  /// The layer a call written in `module` belongs to: that module, when the configured order
  /// places it, else the calling type's `layer`.
  private func callerLayer(_ module: String?, otherwise layer: String) -> String {
    placed(module) ?? layer
  }

  /// The loops of strong references through the reviewed classes, each once, from its first
  /// name in alphabetical order.
  private func cycles(among types: [ReviewedType]) -> [[String]] {
    var found: Set<[String]> = []
    for type in types where type.kind == "class" || type.kind == "actor" {
      for edge in type.holds where edge.strength == .strong {
        for object in context.ownership.objects(named: edge.target, module: type.module) {
          if object == type.name {
            found.insert([type.name])
            continue
          }
          guard let path = context.ownership.strongPath(from: object, to: type.name, module: type.module)
          else { continue }
          let loop = [type.name] + [object] + path.dropLast().map { $0.target }
          found.insert(Self.rotated(loop))
        }
      }
    }
    return found.sorted { $0.joined(separator: " ") < $1.joined(separator: " ") }
  }

  /// The loop started at its smallest name, so each loop is written one way.
  private static func rotated(_ loop: [String]) -> [String] {
    guard let start = loop.indices.min(by: { loop[$0] < loop[$1] }) else { return loop }
    return Array(loop[start...] + loop[..<start])
  }

  /// The screen modules: the features a view controller or a presenter is named for (or the
  /// module folders), each with every type named for it.
  static func modules(of types: [ReviewedType]) -> [ReviewedModule] {
    let anchors = Set(
      types.filter { [.viewController, .presenter].contains($0.role) }.compactMap(\.feature))
    let grouped = Dictionary(grouping: types.filter { $0.feature.map(anchors.contains) == true }) {
      $0.feature ?? ""
    }
    return grouped.map { ReviewedModule(name: $0.key, types: $0.value) }.sorted { $0.name < $1.name }
  }
}
