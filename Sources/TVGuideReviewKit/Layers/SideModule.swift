/// A module beside the chain of layers, such as a UI toolkit or a data source: it may import
/// the layers up to `builtOn`, and may be imported from the layer `usableFrom` on.
package struct SideModule: Sendable, Hashable, Codable {
  package var module: String
  /// The last layer it may import; `nil`: it imports no layer at all.
  package var builtOn: String?
  /// The first layer that may import it; `nil`: no layer may.
  package var usableFrom: String?

  package init(module: String, builtOn: String? = nil, usableFrom: String? = nil) {
    self.module = module
    self.builtOn = builtOn
    self.usableFrom = usableFrom
  }
}
