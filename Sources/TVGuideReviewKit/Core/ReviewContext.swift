/// What rules know beyond the file they read: the project's types and its layer order.
package struct ReviewContext: Sendable {
  package var types: TypeIndex
  /// `nil` when the project declares no layer order: `layer-direction` cannot run.
  package var layers: LayerOrder?

  package init(types: TypeIndex, layers: LayerOrder?) {
    self.types = types
    self.layers = layers
  }

  /// A context whose types are those declared in `files`.
  package init(files: [SourceFile], layers: LayerOrder? = nil) {
    self.init(types: TypeIndex(files: files), layers: layers)
  }
}
