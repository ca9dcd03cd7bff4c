/// A module beside the chain of layers, such as a UI toolkit or a data source: it may import
/// the layers up to `builtOn`, and may be imported from the layer `usableFrom` on.
public struct SideModule: Sendable, Hashable, Codable {
  public var module: String
  /// The last layer it may import; `nil`: it imports no layer at all.
  public var builtOn: String?
  /// The first layer that may import it; `nil`: no layer may.
  public var usableFrom: String?

  public init(module: String, builtOn: String? = nil, usableFrom: String? = nil) {
    self.module = module
    self.builtOn = builtOn
    self.usableFrom = usableFrom
  }
}
