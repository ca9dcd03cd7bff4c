import Foundation

/// Links to a show's poster in TVMaze's two sizes.
public struct ShowImage: Hashable, Sendable {
  /// The poster at about 210×295 pixels.
  public var medium: URL?
  /// The poster at the size it was uploaded, the largest TVMaze has.
  public var original: URL?

  /// Creates the links from their parts.
  public init(medium: URL?, original: URL?) {
    self.medium = medium
    self.original = original
  }

  /// Maps the wire format; a link that is not a valid URL becomes `nil`.
  public init(dto: ImageDTO) {
    self.init(
      medium: dto.medium.flatMap(URL.init(string:)),
      original: dto.original.flatMap(URL.init(string:))
    )
  }
}
