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
  /// Whether the tool inferred the order (`inferred`) because the project declares none: then
  /// every file is placed by the roles of its types, whatever module it is compiled into.
  package var isInferred = false

  private enum CodingKeys: String, CodingKey {
    case layers, sideModules
  }

  package init(layers: [[String]], sideModules: [SideModule] = [], folders: [FolderLayer] = []) {
    self.layers = layers
    self.sideModules = sideModules
    self.folders = folders
  }

  /// The order of a layered app when the project declares none: entities, the services that
  /// reach data, interactors, presenters (with view models and formatters), views, routers
  /// (with builders and coordinators, which assemble and show modules) and the app. Each file
  /// takes the layer of its types' roles; UIKit, SwiftUI, WebKit and AppKit are the view's.
  package static let inferred: LayerOrder = {
    var order = LayerOrder(
      layers: [["Entity"], ["Service"], ["Interactor"], ["Presenter"], ["View"], ["Router"], ["App"]],
      sideModules: ["UIKit", "SwiftUI", "WebKit", "AppKit", "Cocoa"].map {
        SideModule(module: $0, builtOn: nil, usableFrom: "View")
      })
    order.isInferred = true
    return order
  }()

  /// Reads an order from a JSON file shaped like this type (`--layers FILE`); throws a
  /// `ReadError` whose description is one sentence. `root`: the project the file is in, whose
  /// links it may not leave (the older `.tvguide-review.json`).
  package init(contentsOf url: URL, root: URL? = nil) throws {
    self = try JSONFile.decode(LayerOrder.self, at: url, document: "a layer order", root: root)
  }

  /// The layer of a file at `relativePath` from the project root, by the folders it lies in.
  package func layer(ofFolderPath relativePath: String) -> String? {
    guard !folders.isEmpty else { return nil }
    let components = relativePath.split(separator: "/").map(String.init)
    return folders.first { $0.pattern.matches(components: components) }?.layer
  }

  /// The folder of the module a file belongs to, when its layer is a folder inside a module
  /// folder: `Modules/Home` for `Modules/Home/Presenter/HomePresenter.swift` under
  /// `Modules/*/Presenter/`. The parts of one module may use each other's protocols.
  package func folderModule(ofFolderPath relativePath: String) -> String? {
    guard !folders.isEmpty else { return nil }
    let components = relativePath.split(separator: "/").map(String.init)
    guard let folder = folders.first(where: { $0.pattern.matches(components: components) }),
      let count = folder.pattern.matchedFolderCount(relativePath), count >= 2
    else { return nil }
    return relativePath.split(separator: "/").prefix(count - 1).joined(separator: "/")
  }

  /// UI frameworks a project rarely lists: when it does not, they may be imported from its
  /// view layer on (the first layer named `…View…` or `UI`), so a presenter or a data service
  /// that imports UIKit is reported.
  private static let userInterfaceFrameworks: Set = ["UIKit", "SwiftUI", "AppKit", "Cocoa"]

  private func implicitSideModule(_ module: String) -> SideModule? {
    guard Self.userInterfaceFrameworks.contains(module), rank(of: module) == nil,
      let view = layers.joined().first(where: {
        $0.range(of: "view", options: .caseInsensitive) != nil || $0 == "UI"
      })
    else { return nil }
    return SideModule(module: module, builtOn: nil, usableFrom: view)
  }

  /// The layer a role belongs in, when the order names its layers after roles
  /// (`[[Entity], [Interactor], [Presenter], [View, Router], [Builder]]`): the first of the
  /// role's own names the order has, then the layer it shares (a builder, with no builder
  /// layer, is the router's; a formatter or a view model the presenter's).
  package func layer(for role: Role) -> String? {
    let router = ["router", "routers", "wireframe", "routing", "navigation"]
    let presenter = ["presenter", "presenters", "presentation"]
    let names: [String]
    switch role {
    case .viewController, .view, .cell, .displayHelper: names = ["view", "views", "ui"]
    case .presenter: names = presenter
    case .viewModel: names = ["viewmodel", "viewmodels"] + presenter
    case .formatter: names = ["formatter", "formatters"] + presenter
    case .interactor: names = ["interactor", "interactors", "usecase", "usecases", "domain"]
    case .router: names = router
    case .builder: names = ["builder", "builders", "assembly", "configurator"] + router
    case .coordinator: names = ["coordinator", "coordinators", "flow"] + router
    case .entity: names = ["entity", "entities", "model", "models"]
    case .dataService: names = ["service", "services", "data", "network", "repository"]
    case .app: names = ["app", "application"]
    case .unknown: names = []
    }
    let all = layers.joined()
    return names.lazy.compactMap { name in all.first { $0.lowercased() == name } }.first
  }

  /// Whether `module` has a place in the order or beside it.
  package func places(_ module: String) -> Bool {
    rank(of: module) != nil || sideModule(module) != nil
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

  /// The layer of `modules` furthest to the right, or `nil` when one has no place in the order.
  package func rightmost(of modules: [String]) -> String? {
    let ranked = modules.compactMap { module in rank(of: module).map { (module: module, rank: $0) } }
    guard ranked.count == modules.count else { return nil }
    return ranked.max { $0.rank < $1.rank }?.module
  }

  private func rank(of module: String) -> Int? {
    layers.firstIndex { $0.contains(module) }
  }

  private func sideModule(_ module: String) -> SideModule? {
    sideModules.first { $0.module == module } ?? implicitSideModule(module)
  }

  /// The order in one line, for messages: `TVGuideEntity ← TVGuideInteractor ← {A, B}`.
  package var summary: String {
    layers.map { $0.count == 1 ? $0[0] : "{\($0.joined(separator: ", "))}" }
      .joined(separator: " ← ")
  }
}
