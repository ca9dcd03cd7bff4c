import TVGuideInteractor

/// A detail interactor whose answer comes from a closure a test writes; records requests.
public actor ShowDetailInteractorStub: ShowDetailInteractorInput {
  public typealias Handler = @Sendable (Int, Int?) async throws -> ShowDetail

  private let handler: Handler
  public private(set) var requests: [(id: Int, season: Int?)] = []

  public init(_ handler: @escaping Handler) {
    self.handler = handler
  }

  public func detail(ofShow id: Int, season: Int?) async throws -> ShowDetail {
    requests.append((id, season))
    return try await handler(id, season)
  }
}
