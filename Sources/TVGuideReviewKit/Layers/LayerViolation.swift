/// A dependency against the layer order, and the sentence a reviewer would write about it.
package enum LayerViolation: Sendable, Hashable {
  /// A layer imports one to its right.
  case rightward(importer: String, imported: String)
  /// Two layers that share a place know each other.
  case sibling(importer: String, imported: String)
  /// A side module is used by a layer before the one it is meant for.
  case sideModuleTooEarly(importer: String, imported: String, usableFrom: String?)
  /// A side module reaches into a layer it must not know.
  case sideModuleImportsLayer(importer: String, imported: String, builtOn: String?)

  package var message: String {
    switch self {
    case .rightward(let importer, let imported):
      "\(importer) depends on \(imported), a layer to its right; dependencies point left only"
    case .sibling(let importer, let imported):
      "\(importer) depends on its sibling \(imported); siblings must not know each other"
    case .sideModuleTooEarly(let importer, let imported, let usableFrom?):
      "\(importer) depends on \(imported), which only \(usableFrom) and the layers after it may use"
    case .sideModuleTooEarly(let importer, let imported, nil):
      "\(importer) depends on \(imported), which no layer may use; only the app wires it in"
    case .sideModuleImportsLayer(let importer, let imported, let builtOn?):
      "\(importer) depends on \(imported), but it is built on \(builtOn) and the layers before it only"
    case .sideModuleImportsLayer(let importer, let imported, nil):
      "\(importer) depends on \(imported), but it stands apart and must not know the app's layers"
    }
  }
}
