import TVGuideInteractor

/// A use case of a one-shot module (tonight, calendar, import) that answers what a test's
/// closure gives for each request, or throws what it throws, and records every request: one
/// stub for the three interactor protocols, whose only call is "this request, that answer".
public actor UseCaseStub<Request: Sendable, Answer: Sendable> {
  /// The requests made, in order.
  public private(set) var requests: [Request] = []
  private let answer: @Sendable (Request) throws -> Answer

  /// A stub whose answer to each request is `answer`'s.
  public init(_ answer: @escaping @Sendable (Request) throws -> Answer) {
    self.answer = answer
  }

  func answering(_ request: Request) throws -> Answer {
    requests.append(request)
    return try answer(request)
  }
}

extension UseCaseStub: TonightInteractorInput where Request == TonightQuery, Answer == TonightSchedule {
  public func schedule(for query: TonightQuery) async throws -> TonightSchedule {
    try answering(query)
  }
}

extension UseCaseStub: CalendarInteractorInput where Request == Int, Answer == ComingEpisodes {
  public func comingEpisodes(days: Int) async throws -> ComingEpisodes {
    try answering(days)
  }
}

extension UseCaseStub: ImportInteractorInput where Request == String, Answer == ImportResult {
  public func importExport(_ text: String) async throws -> ImportResult {
    try answering(text)
  }
}
