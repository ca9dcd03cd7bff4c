/// Why a poster address was not fetched, or its answer not taken as a poster.
public enum PosterRefused: Error, Hashable, Sendable {
  /// The address is on `host`, neither TVMaze's image server nor the API's host.
  case otherHost(String)
  /// The server answered this status, not 200.
  case status(Int)
  /// The answer is not a JPEG, PNG, GIF or WebP picture (a web page, an SVG drawing, nothing).
  case notAPicture
}
