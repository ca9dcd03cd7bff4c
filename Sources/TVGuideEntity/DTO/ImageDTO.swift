/// The two poster sizes TVMaze links to; either may be missing.
public struct ImageDTO: Codable, Sendable, Equatable {
  /// The address of the poster at about 210×295 pixels.
  public var medium: String?
  /// The address of the poster at the size it was uploaded, the largest TVMaze has.
  public var original: String?

  /// Creates the links as TVMaze would send them.
  public init(medium: String?, original: String?) {
    self.medium = medium
    self.original = original
  }
}
