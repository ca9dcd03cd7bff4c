/// Which files hold a module's contract for `layer-direction`, rather than one of its layers:
/// those `ModuleContract` names, and, under the inferred order (whose layers are roles, never
/// modules), the same files whatever module they are compiled into, and a file named after the
/// protocol it declares, when its role places it, and no class beside it (`ChartViewInput.swift`, with the status enum its
/// methods take): the values beside a port are the words it speaks.
enum LayerPorts {
  static func isContractFile(_ file: SourceFile, layers: LayerOrder, context: ReviewContext) -> Bool {
    isContractFile(file.relativePath, layers: layers, context: context)
  }

  static func isContractFile(_ relativePath: String, layers: LayerOrder, context: ReviewContext) -> Bool {
    if context.types.isContractFile(relativePath) { return true }
    guard layers.isInferred else { return false }
    let declarations = context.types.declarations(inFile: relativePath)
    let unplaced = declarations.map { declaration in
      var declaration = declaration
      declaration.module = nil
      return declaration
    }
    if ModuleContract.isContract(relativePath: relativePath, declarations: unplaced) { return true }
    let stem = relativePath.split(separator: "/").last.map { $0.replacingOccurrences(of: ".swift", with: "") }
    // Only a port whose role is known: a file of a protocol nothing places still goes by its values.
    return declarations.contains { port in
      port.kind == .protocol && port.name == stem
        && layers.layer(for: context.roles.role(of: port.name, from: port.module)) != nil
    } && !declarations.contains { $0.kind.isReference }
  }
}
