/// The modules a project lays out by its file names: a file `<Feature><Part>.swift` (`TripsPresenter`,
/// `BalancesListInteractor`) beside files of the same feature for at least two other parts
/// (`…Interactor`, `…ViewController`, `…Router`, `…Configurator`). Such a folder is one VIPER
/// or Clean Swift module, and the part a file is named after is its role: a second word, beside
/// the type's own name, that the inferred order's placement can be sure of.
package struct ModuleShapes: Sendable {
  /// The file names (without `.swift`) of each folder that declares types.
  private var stems: [String: Set<String>] = [:]

  init(types: TypeIndex) {
    for declaration in types.allDeclarations {
      let (folder, stem) = Self.split(declaration.relativePath)
      stems[folder, default: []].insert(stem)
    }
  }

  /// The role of the part the file at `relativePath` is named after, when its folder holds two
  /// other parts of its feature; else `nil`.
  func part(ofFile relativePath: String) -> Role? {
    let (folder, stem) = Self.split(relativePath)
    guard let (role, feature) = Self.part(stem) else { return nil }
    let others = Set(
      (stems[folder] ?? []).compactMap { sibling -> Role? in
        guard let (other, siblingFeature) = Self.part(sibling), siblingFeature == feature else { return nil }
        return other.isViewLayer ? .view : other
      })
    return others.subtracting([role.isViewLayer ? .view : role]).count >= 2 ? role : nil
  }

  /// The part a class is, when it is the one its file is named after (`final class
  /// TripsPresenter` in `TripsPresenter.swift`) and that file is a module's part.
  func part(of declaration: TypeDeclaration) -> Role? {
    guard declaration.kind == .class, Self.split(declaration.relativePath).stem == declaration.name else {
      return nil
    }
    return part(ofFile: declaration.relativePath)
  }

  /// The parts of a module; a service or a model beside them is not one.
  private static let parts: Set<Role> = [
    .presenter, .viewModel, .interactor, .view, .viewController, .router, .builder, .coordinator,
  ]

  /// `(presenter, "Trips")` for `TripsPresenter`: the role its suffix names and the feature before it.
  private static func part(_ stem: String) -> (Role, String)? {
    guard let suffix = RoleVocabulary.roleSuffix(ofTypeName: stem), stem.hasSuffix(suffix), stem != suffix,
      let role = RoleVocabulary.role(forTypeName: stem)?.role, parts.contains(role)
    else { return nil }
    return (role, String(stem.dropLast(suffix.count)))
  }

  private static func split(_ relativePath: String) -> (folder: String, stem: String) {
    let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
    let name = parts.last.map(String.init) ?? relativePath
    let stem = name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    return (parts.dropLast().joined(separator: "/"), stem)
  }
}
