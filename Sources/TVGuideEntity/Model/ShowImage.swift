import Foundation

/// Links to a show's poster in TVMaze's two sizes.
public struct ShowImage: Hashable, Sendable {
  public var medium: URL?
  public var original: URL?

  public init(medium: URL?, original: URL?) {
    self.medium = medium
    self.original = original
  }

  public init(dto: ImageDTO) {
    self.init(
      medium: dto.medium.flatMap(URL.init(string:)),
      original: dto.original.flatMap(URL.init(string:))
    )
  }
}
