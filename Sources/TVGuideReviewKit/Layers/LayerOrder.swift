import Foundation

/// The layers of a project, left to right: a module may import the layers to its left, never
/// one to its right, nor a sibling that shares its place. Modules listed nowhere are not
/// checked (tests, third-party products, the stages' single-target apps). A project states
/// its order in the `layers` section of its `.tvguide-review.yml`; TVGuide's own is in the
/// repository's, the one place the order is written (docs/ARCHITECTURE.md).
package struct LayerOrder: Sendable, Hashable, Codable {
  /// Each element is one place in the order; modules sharing it are siblings.
  package var layers: [[String]]
  package var sideModules: [SideModule]
  /// Folders whose files belong to a layer, for projects whose layers are not modules.
  package var folders: [FolderLayer] = []

  private enum CodingKeys: String, CodingKey {
    case layers, sideModules
  }

  package init(layers: [[String]], sideModules: [SideModule] = [], folders: [FolderLayer] = []) {
    self.layers = layers
    self.sideModules = sideModules
    self.folders = folders
  }

  /// Reads an order from a JSON file shaped like this type (`--layers FILE`).
  package init(contentsOf url: URL) throws {
    let data = try Data(contentsOf: url)
    self = try JSONDecoder().decode(LayerOrder.self, from: data)
  }

  /// The layer of a file at `relativePath` from the project root, by the folders it lies in.
  package func layer(ofFolderPath relativePath: String) -> String? {
    folders.first { $0.pattern.matches(relativePath) }?.layer
  }

  /// Why `importer` may not import `imported`, or `nil` when it may (or either is unlisted).
  package func violation(importer: String, imports imported: String) -> LayerViolation? {
    guard importer != imported else { return nil }
    if let side = sideModule(importer) { return violation(bySide: side, importing: imported) }
    guard let importerRank = rank(of: importer) else { return nil }
    if let side = sideModule(imported) {
      guard let first = side.usableFrom.flatMap(rank(of:)), importerRank >= first else {
        return .sideModuleTooEarly(importer: importer, imported: imported, usableFrom: side.usableFrom)
      }
      return nil
    }
    guard let importedRank = rank(of: imported) else { return nil }
    if importedRank == importerRank { return .sibling(importer: importer, imported: imported) }
    return importedRank > importerRank ? .rightward(importer: importer, imported: imported) : nil
  }

  private func violation(bySide side: SideModule, importing imported: String) -> LayerViolation? {
    if let other = sideModule(imported) {
      return .sideModuleTooEarly(importer: side.module, imported: other.module, usableFrom: other.usableFrom)
    }
    guard let importedRank = rank(of: imported) else { return nil }
    guard let limit = side.builtOn.flatMap(rank(of:)), importedRank <= limit else {
      return .sideModuleImportsLayer(importer: side.module, imported: imported, builtOn: side.builtOn)
    }
    return nil
  }

  private func rank(of module: String) -> Int? {
    layers.firstIndex { $0.contains(module) }
  }

  private func sideModule(_ module: String) -> SideModule? {
    sideModules.first { $0.module == module }
  }

  /// The order in one line, for messages: `TVGuideEntity ← TVGuideInteractor ← {A, B}`.
  package var summary: String {
    layers.map { $0.count == 1 ? $0[0] : "{\($0.joined(separator: ", "))}" }
      .joined(separator: " ← ")
  }
}
