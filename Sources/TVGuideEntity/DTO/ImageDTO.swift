/// The two poster sizes TVMaze links to; either may be missing.
public struct ImageDTO: Codable, Sendable, Equatable {
  public var medium: String?
  public var original: String?

  public init(medium: String?, original: String?) {
    self.medium = medium
    self.original = original
  }
}
