/// A poster the cache does not hold, asked of a cache that fetches none (the bundled catalog's).
public struct PosterNotKept: Error, Hashable, Sendable {
  /// The show whose poster was asked for.
  public let showID: Int
}
