import Foundation
import TVGuideInteractor

/// A `PosterSource` that answers one picture, or fails, and records each request.
public actor PosterSourceStub: PosterSource {
  /// One request: the show and the address asked for.
  public struct Request: Hashable, Sendable {
    public let showID: Int
    public let address: URL

    public init(showID: Int, address: URL) {
      self.showID = showID
      self.address = address
    }
  }

  /// What every request gets: the picture, else `failure` is thrown.
  public var image: PosterImage?
  public private(set) var requests: [Request] = []
  private let failure: any Error

  /// Answers `image`, or throws `failure` when there is none.
  public init(image: PosterImage? = .mock, failure: any Error = URLError(.notConnectedToInternet)) {
    self.image = image
    self.failure = failure
  }

  public func poster(ofShow showID: Int, at address: URL) throws -> PosterImage {
    requests.append(Request(showID: showID, address: address))
    guard let image else { throw failure }
    return image
  }
}
