/// One layer of the project using another: a type of layer `from` calls or holds a type of
/// layer `to`, or a file of module `from` imports module `to`.
public struct LayerDependency: Hashable, Sendable, Comparable, Codable {
  /// The layer that uses the other.
  public var from: String
  /// The layer used.
  public var to: String

  /// `from` uses `to`.
  public init(from: String, to: String) {
    self.from = from
    self.to = to
  }

  /// By `from`, then `to`.
  public static func < (lhs: LayerDependency, rhs: LayerDependency) -> Bool {
    (lhs.from, lhs.to) < (rhs.from, rhs.to)
  }
}
