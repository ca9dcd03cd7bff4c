import Foundation
import TVGuideBuilder
import TVGuideInteractor
import TVGuideWeb

/// What the server asks of the pages: each request runs its module on the main actor, where
/// the presenters live, as the terminal's screens do.
struct WebPages: Sendable {
  let sources: WebPageSources
  /// This run's secret, which every page's buttons post back.
  let token: WebFormToken

  @MainActor
  func page(for route: WebRoute) async -> WebDocument? {
    await WebPageBuilder(sources: sources, token: token, settings: .web).page(for: route)
  }

  /// The poster of show `id`, or `nil` when there is none to give.
  ///
  /// - Throws: The `ShowDataError` of reading the show (`.showNotFound` for an unknown id).
  @MainActor
  func poster(ofShow id: Int) async throws -> PosterImage? {
    try await WebPageBuilder(sources: sources, token: token).poster(ofShow: id)
  }

  @MainActor
  func perform(_ action: WebAction) async -> WebActionOutcome {
    await WebPageBuilder(sources: sources, token: token, settings: .web).perform(action)
  }
}
