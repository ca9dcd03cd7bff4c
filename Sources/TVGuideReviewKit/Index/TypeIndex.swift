import SwiftSyntax

/// The types declared in the reviewed package, so a rule reading one file can ask what a
/// name from another file is: a class or a struct, a class-bound protocol, a view controller.
///
/// Lookups prefer the asking file's own target, since the stages declare the same names
/// in different targets.
package struct TypeIndex: Sendable {
  private var declarations: [String: [TypeDeclaration]] = [:]
  /// Members of extensions of types the project does not declare (`Date`, `UIViewController`).
  private var externalMembers: [String: [MemberFunction]] = [:]
  /// The declarations that name each type: adopt it (by name) or hold a property of it.
  /// Looked up per protocol by several rules, so kept rather than searched for.
  private var namingDeclarations: [String: [TypeDeclaration]] = [:]
  /// The project-relative paths of files that hold a module's contract (`ModuleContract`).
  private var contractFiles: Set<String> = []
  /// The declarations of each file, by project-relative path.
  private var fileDeclarations: [String: [TypeDeclaration]] = [:]
  /// The initial values of global variables and of static stored properties: what they make
  /// lives as long as the app.
  package private(set) var rootValues: [ExprSyntax] = []

  package init(files: [SourceFile]) {
    var conformances: [String: [String]] = [:]
    var extensionMembers: [String: [MemberFunction]] = [:]
    // Each file is read on its own core; the results are merged in the files' order.
    let built = ParallelMap.map(files) { file in
      let builder = TypeIndexBuilder(file: file)
      builder.walk(file.syntax)
      return (
        builder.declarations, builder.extensionConformances, builder.extensionMembers, builder.rootValues
      )
    }
    for (found, addedConformances, addedMembers, values) in built {
      rootValues += values
      for declaration in found {
        declarations[declaration.name, default: []].append(declaration)
      }
      conformances.merge(addedConformances) { $0 + $1 }
      extensionMembers.merge(addedMembers) { $0 + $1 }
    }
    for (name, added) in conformances {
      guard let found = declarations[name] else { continue }
      declarations[name] = found.map { declaration in
        var declaration = declaration
        declaration.inherited += added
        return declaration
      }
    }
    for (name, added) in extensionMembers {
      guard let found = declarations[name] else {
        externalMembers[name] = added
        continue
      }
      declarations[name] = found.map { declaration in
        var declaration = declaration
        declaration.members += added
        return declaration
      }
    }
    // By name, never in the dictionary's per-run order: rules take the first match.
    fileDeclarations = Dictionary(grouping: allDeclarations, by: \.relativePath)
    contractFiles = Set(
      fileDeclarations.filter { ModuleContract.isContract(relativePath: $0.key, declarations: $0.value) }.keys
    )
    for declaration in allDeclarations {
      let named = Set(
        declaration.inherited + declaration.storedProperties.values.compactMap { $0.type?.baseName })
      for name in named { namingDeclarations[name, default: []].append(declaration) }
    }
  }

  /// Members named `name` of extensions of types the project does not declare, with the
  /// extended types: `shortText` of `extension Date`.
  package func externalMembers(named name: String) -> [MemberFunction] {
    externalMembers.values.joined().filter { $0.name == name && $0.body != nil }.sorted {
      $0.ownerName < $1.ownerName
    }
  }

  /// Every declaration of the project.
  package var allDeclarations: [TypeDeclaration] {
    declarations.keys.sorted().flatMap { declarations[$0] ?? [] }
  }

  /// The declaration of `name`, from `module` when it declares one.
  package func declaration(named name: String, from module: String?) -> TypeDeclaration? {
    guard let candidates = declarations[name] else { return nil }
    return candidates.first { $0.module == module } ?? candidates.first
  }

  /// The declaration of `name` that `file` most likely means when several modules or apps of
  /// one repository declare it: one of the file's module, then of its module folder, then the
  /// one whose path shares the most folders with the file's.
  package func nearestDeclaration(named name: String, to file: SourceFile) -> TypeDeclaration? {
    guard let candidates = declarations[name], !candidates.isEmpty else { return nil }
    let sameModule = candidates.filter { $0.module == file.module }
    let pool = sameModule.isEmpty ? candidates : sameModule
    if let folder = file.folderModule, let own = pool.first(where: { $0.folderModule == folder }) {
      return own
    }
    let folders = file.relativePath.split(separator: "/").dropLast()
    return pool.max { sharedFolders($0, folders) < sharedFolders($1, folders) }
  }

  private func sharedFolders(_ declaration: TypeDeclaration, _ folders: ArraySlice<Substring>) -> Int {
    zip(declaration.relativePath.split(separator: "/").dropLast(), folders).prefix { $0 == $1 }.count
  }

  /// The types declared in the file at `relativePath` (its extensions' members included).
  package func declarations(inFile relativePath: String) -> [TypeDeclaration] {
    fileDeclarations[relativePath] ?? []
  }

  /// Whether the file at `relativePath` holds a module's contract, its ports, not a layer.
  package func isContractFile(_ relativePath: String) -> Bool {
    contractFiles.contains(relativePath)
  }

  /// Whether a protocol can only be adopted by classes: `true`, `false`, or `nil` when it
  /// inherits a protocol the index does not know (such as UIKit's delegates).
  package func isClassBound(protocolNamed name: String, from module: String?) -> Bool? {
    isClassBound(name, from: module, depth: 0)
  }

  private func isClassBound(_ name: String, from module: String?, depth: Int) -> Bool? {
    if StandardNames.classConstraints.contains(name) { return true }
    if StandardNames.unboundProtocols.contains(name) { return false }
    guard depth < 16, let declaration = declaration(named: name, from: module) else { return nil }
    switch declaration.kind {
    case .class, .actor: return true
    case .struct, .enum: return false
    case .protocol:
      if declaration.isDeclaredClassBound { return true }
      let parents = declaration.inherited.map { isClassBound($0, from: module, depth: depth + 1) }
      if parents.contains(true) { return true }
      return parents.contains(nil) ? nil : false
    }
  }

  /// Whether a value of `type` may be an object, so holding it strongly may keep it alive.
  /// Unknown names count as objects: a UIKit type the index cannot see usually is one.
  package func mayBeObject(_ type: TypeSyntax, from module: String?) -> Bool {
    if type.isValueShaped { return false }
    guard let name = type.baseName else { return true }
    if StandardNames.valueTypes.contains(name) || StandardNames.unboundProtocols.contains(name) {
      return false
    }
    guard let declaration = declaration(named: name, from: module) else { return true }
    switch declaration.kind {
    case .class, .actor: return true
    case .struct, .enum: return false
    case .protocol:
      return isClassBound(protocolNamed: name, from: module) != false
        || isAdoptedOnlyByClasses(protocolNamed: name, from: module)
    }
  }

  /// Whether the project's adopters of a protocol that is not class-bound are all classes or
  /// actors: then what a property of it holds is an object all the same.
  package func isAdoptedOnlyByClasses(protocolNamed name: String, from module: String?) -> Bool {
    let adopters = concreteAdopters(ofProtocol: name, from: module, depth: 0)
    return !adopters.isEmpty && adopters.allSatisfy(\.kind.isReference)
  }

  /// The types that adopt a protocol directly or through protocols that inherit it.
  package func concreteAdopters(ofProtocol name: String, from module: String?) -> [TypeDeclaration] {
    concreteAdopters(ofProtocol: name, from: module, depth: 0)
  }

  private func concreteAdopters(ofProtocol name: String, from module: String?, depth: Int)
    -> [TypeDeclaration]
  {
    guard depth < 8 else { return [] }
    return adopters(ofProtocol: name, from: module).flatMap { adopter in
      adopter.kind == .protocol
        ? concreteAdopters(ofProtocol: adopter.name, from: module, depth: depth + 1) : [adopter]
    }
  }

  /// `name` and its superclasses, as far as the index knows them: the last one may be a
  /// framework class (`UIViewController`) the project does not declare.
  package func classChain(from name: String, module: String?) -> [String] {
    var chain = [name]
    while chain.count < 16, let declaration = declaration(named: chain[chain.count - 1], from: module),
      declaration.kind == .class, let superclass = declaration.inherited.first,
      self.declaration(named: superclass, from: module)?.kind != .protocol, !chain.contains(superclass)
    {
      chain.append(superclass)
    }
    return chain
  }

  /// The members named `name` that a value of `typeName` has: its own and its extensions',
  /// its superclasses', those of protocol extensions it adopts, and, for a protocol, those of
  /// the types that adopt it (what a call through the protocol may run).
  package func members(named name: String, of typeName: String, from module: String?) -> [MemberFunction] {
    var found: [MemberFunction] = []
    var seen: Set<String> = []
    var pending = classChain(from: typeName, module: module)
    while let next = pending.first, seen.count < 32 {
      pending.removeFirst()
      guard seen.insert(next).inserted else { continue }
      if let declaration = declaration(named: next, from: module) {
        found += declaration.members(named: name).filter { $0.body != nil }
        pending += declaration.inherited.filter {
          self.declaration(named: $0, from: module)?.kind == .protocol
        }
        if declaration.kind == .protocol {
          pending += adopters(ofProtocol: next, from: module).map(\.name)
        }
      }
      found += (externalMembers[next] ?? []).filter { $0.name == name }
    }
    return found
  }

  /// The types that adopt the protocol `name`, in their declaration or an extension.
  package func adopters(ofProtocol name: String, from module: String?) -> [TypeDeclaration] {
    allDeclarations(naming: name, from: module) { $0.inherited.contains(name) }
  }

  /// The classes and actors with a stored property whose type is the protocol `name`
  /// (`weak var view: (any ShowListView)?`), with that property.
  package func holders(ofProtocol name: String, from module: String?)
    -> [(holder: TypeDeclaration, property: StoredProperty)]
  {
    allDeclarations(naming: name, from: module) { $0.kind.isReference }.flatMap { holder in
      holder.propertiesByName.filter { $0.type?.baseName == name }.map { (holder, $0) }
    }
  }

  /// The declarations matching `filter` that, from their own module, see the same `name` as
  /// `module` does: the stages declare the same names in different targets.
  private func allDeclarations(
    naming name: String, from module: String?, where filter: (TypeDeclaration) -> Bool
  ) -> [TypeDeclaration] {
    guard let target = declaration(named: name, from: module) else { return [] }
    return (namingDeclarations[name] ?? []).filter {
      filter($0) && declaration(named: name, from: $0.module)?.module == target.module
    }
  }

  /// A stored property of `typeName`, declared in the type's body.
  package func storedProperty(_ property: String, of typeName: String, from module: String?)
    -> StoredProperty?
  {
    declaration(named: typeName, from: module)?.storedProperties[property]
  }
}
