/// Files under a folder that belong to one layer: how a project organised by folders (an
/// Xcode app with `Entities/`, `Presenters/`…) tells `tvguide-review` its layers.
package struct FolderLayer: Sendable, Hashable {
  package var pattern: PathPattern
  /// A name from the layer order.
  package var layer: String

  package init(pattern: PathPattern, layer: String) {
    self.pattern = pattern
    self.layer = layer
  }
}
