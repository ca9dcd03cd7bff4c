/// Files under a folder that belong to one layer: how a project organised by folders (an
/// Xcode app with `Entities/`, `Presenters/`…) tells `tvguide-review` its layers.
public struct FolderLayer: Sendable, Hashable {
  public var pattern: PathPattern
  /// A name from the layer order.
  public var layer: String

  public init(pattern: PathPattern, layer: String) {
    self.pattern = pattern
    self.layer = layer
  }
}
