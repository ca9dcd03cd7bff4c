/// What rules know beyond the file they read: the package's types and its layer order.
public struct ReviewContext: Sendable {
  public var types: TypeIndex
  public var layers: LayerOrder

  public init(types: TypeIndex, layers: LayerOrder = .tvGuide) {
    self.types = types
    self.layers = layers
  }

  /// A context whose types are those declared in `files`.
  public init(files: [SourceFile], layers: LayerOrder = .tvGuide) {
    self.init(types: TypeIndex(files: files), layers: layers)
  }
}
