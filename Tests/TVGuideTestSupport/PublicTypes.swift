import Foundation

/// The public and open types a folder of Swift sources declares at the top level, by name: what
/// a catalog or a README that maps a module must name. Nested types are left out, since their
/// documentation lists them under the type that holds them.
public enum PublicTypes {
  /// The names declared in the `.swift` files under `folder`, documentation catalogs left out.
  public static func declared(under folder: URL) throws -> Set<String> {
    var names: Set<String> = []
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects ?? []
    for case let file as URL in files where file.pathExtension == "swift" && !file.path.contains(".docc/") {
      let source = try String(contentsOf: file, encoding: .utf8)
      for match in source.matches(
        of: /(?m)^(?:public|open) (?:final )?(?:class|struct|enum|protocol|actor|typealias) (\w+)/)
      {
        names.insert(String(match.output.1))
      }
    }
    return names
  }
}
