import SwiftSyntax

/// The names a file of one layer may use from a file of another without depending on that
/// layer: a module's ports. A module's protocols, wherever it keeps them (its `View` or
/// `Router` folder, the view's own file); a protocol of another module where a type adopts it
/// (a list presenter adopting the detail module's output); and a plain value declared beside
/// a module's view or router, the input the module is opened with (`DetailEntry(id:)`), or a
/// view model of plain values a view is filled with.
/// The view's protocols stay edges for the layers before the presenter: an interactor handed
/// the view depends on it.
enum ModulePorts {
  /// Folder names that hold one part of a module, so the folder above them is the module's.
  private static let partFolders: Set = [
    "view", "views", "presenter", "presenters", "interactor", "interactors", "router", "routers",
    "wireframe", "wireframes", "builder", "builders", "assembly", "assemblies", "configurator",
    "configurators", "controller", "controllers", "viewcontroller", "viewcontrollers", "protocol",
    "protocols", "contract", "contracts", "entity", "entities",
  ]

  static func isPort(
    _ declaration: TypeDeclaration, named node: Syntax, in file: SourceFile, layer: String,
    layers: LayerOrder, context: ReviewContext
  ) -> Bool {
    if declaration.kind == .protocol {
      guard mayUseViewPorts(declaration, layer: layer, layers: layers, context: context) else { return false }
      // At first look a protocol is an abstraction whatever module declares it: depending on
      // one is how layers are meant to meet (a presenter handed a child's assembly as a
      // protocol). A configured order may ask more: that the protocol be its module's.
      return layers.isInferred || isInModule(declaration, of: file) || isAdopted(node)
    }
    if isCallbacks(declaration) { return true }
    return !isQualified(node)
      && (isModuleInput(declaration, context: context)
        || isViewModelValue(declaration, layer: layer, layers: layers, context: context))
  }

  /// A struct of closures and nothing else (`Routing(onSelect:onClose:)`): a set of callbacks
  /// that whoever makes the value fills in, a port as a protocol is, whatever its name says.
  private static func isCallbacks(_ declaration: TypeDeclaration) -> Bool {
    guard declaration.kind == .struct, !declaration.storedProperties.isEmpty,
      !declaration.members.contains(where: { $0.kind == .method && !$0.isStatic })
    else { return false }
    return declaration.storedProperties.values.allSatisfy { $0.type?.isClosure == true }
  }

  /// A view model of plain values (`ForecastRowViewModel`: stored and computed properties, no
  /// methods), kept in the view layer beside the component it fills: the presenter builds it
  /// to hand the view, so it is the view's input, a port for the presenter and the layers
  /// after it. An interactor or a service that names it still depends on the view.
  private static func isViewModelValue(
    _ declaration: TypeDeclaration, layer: String, layers: LayerOrder, context: ReviewContext
  ) -> Bool {
    guard declaration.kind == .struct,
      context.roles.role(of: declaration.name, from: declaration.module) == .viewModel,
      !declaration.members.contains(where: { $0.kind == .method && !$0.isStatic }),
      !declaration.inherited.contains(where: { FrameworkTypes.role(ofProtocol: $0) != nil || $0 == "View" }),
      let presenter = layers.layer(for: .presenter)
    else { return false }
    return layers.violation(importer: layer, imports: presenter) == nil
  }

  /// `DetailViewController.ViewModel`: a type nested in another, reached through it, is that
  /// type's own, not a value beside it.
  private static func isQualified(_ node: Syntax) -> Bool {
    guard let member = node.parent?.as(MemberAccessExprSyntax.self) else { return false }
    return member.declName.id == node.id && member.base != nil
  }

  /// Whether `file` lies in the module folder of the protocol: the protocol's folder, above
  /// the folders that hold one part (`Modules/Home` for `Modules/Home/View/HomeView.swift`).
  private static func isInModule(_ declaration: TypeDeclaration, of file: SourceFile) -> Bool {
    if let module = declaration.folderModule, module == file.folderModule { return true }
    // The same folder, the project's root included, is the same module.
    if declaration.relativePath.split(separator: "/").dropLast()
      == file.relativePath.split(separator: "/").dropLast()
    {
      return true
    }
    var folders = declaration.relativePath.split(separator: "/").dropLast()
    while let last = folders.last, partFolders.contains(last.lowercased()) { folders.removeLast() }
    guard !folders.isEmpty else { return false }
    return file.relativePath.split(separator: "/").dropLast().starts(with: folders)
  }

  /// `extension ListPresenter: DetailOutput`: adopting a protocol implements the port.
  private static func isAdopted(_ node: Syntax) -> Bool {
    var current = node.parent
    while let ancestor = current {
      if ancestor.is(InheritedTypeSyntax.self) { return true }
      if ancestor.is(MemberBlockSyntax.self) || ancestor.is(CodeBlockSyntax.self) { return false }
      current = ancestor.parent
    }
    return false
  }

  /// The view's protocols are for the presenter and the layers after it.
  private static func mayUseViewPorts(
    _ declaration: TypeDeclaration, layer: String, layers: LayerOrder, context: ReviewContext
  ) -> Bool {
    guard context.roles.role(of: declaration.name, from: declaration.module).isViewLayer,
      let presenter = layers.layer(for: .presenter)
    else { return true }
    return layers.violation(importer: layer, imports: presenter) == nil
  }

  /// A struct or enum of stored values only, declared in the file of a module's view,
  /// view controller or router (not alone, and not a view itself): what opens the module.
  private static func isModuleInput(_ declaration: TypeDeclaration, context: ReviewContext) -> Bool {
    guard declaration.kind == .struct || declaration.kind == .enum,
      !declaration.members.contains(where: { $0.kind == .method }),
      !declaration.inherited.contains(where: { FrameworkTypes.role(ofProtocol: $0) != nil || $0 == "View" })
    else { return false }
    return context.types.declarations(inFile: declaration.relativePath).contains { other in
      other.name != declaration.name && other.kind != .protocol
        && [.view, .viewController, .router, .builder].contains(
          context.roles.role(of: other.name, from: other.module))
    }
  }
}
