/// A file that holds a module's contract rather than one of its layers: the protocols its
/// parts talk through (and the values they hand each other), kept outside every layer folder
/// in a `Protocols/` or `Contract/` folder, a `…Protocols.swift`, `…Contract.swift` or
/// `…Interfaces.swift` file (protocols beside the values view and presenter hand each other,
/// `Login.ViewInput`), or any file that declares only protocols. Its types are the module's ports, usable by every
/// part; the file itself belongs to no layer.
enum ModuleContract {
  private static let folderNames: Set = ["protocol", "protocols", "contract", "contracts"]
  private static let fileSuffixes = [
    "protocol", "protocols", "contract", "contracts", "interface", "interfaces",
  ]

  /// Whether the declarations of one file, none of them in a layer, make it a contract.
  static func isContract(relativePath: String, declarations: [TypeDeclaration]) -> Bool {
    guard !declarations.isEmpty, declarations.allSatisfy({ $0.module == nil }),
      declarations.contains(where: { $0.kind == .protocol })
    else { return false }
    if declarations.allSatisfy({ $0.kind == .protocol }) { return true }
    let components = relativePath.lowercased().split(separator: "/")
    let stem = components.last.map { $0.hasSuffix(".swift") ? $0.dropLast(6) : $0 } ?? ""
    return components.dropLast().contains { folderNames.contains(String($0)) }
      || fileSuffixes.contains { stem.hasSuffix($0) }
  }
}
