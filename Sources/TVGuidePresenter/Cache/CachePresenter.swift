import Foundation
import TVGuideInteractor

/// Runs `tvguide cache info` and `tvguide cache clear` and hands the view the outcome.
@MainActor
public final class CachePresenter {
  /// Held weakly: the view owns this presenter, or outlives it in a one-shot report.
  public weak var view: (any CacheViewInput)?
  private let cache: any CacheMaintaining
  private let now: @Sendable () -> Date
  private let mapper = CacheSummaryMapper()
  private let errors = ErrorMessageFormatter()

  public init(cache: any CacheMaintaining, now: @escaping @Sendable () -> Date = Date.init) {
    self.cache = cache
    self.now = now
  }

  public func showSummary() async {
    do {
      view?.display(mapper.viewModel(for: try await cache.summary(), now: now()))
    } catch {
      view?.displayError(errors.viewModel(for: error))
    }
  }

  public func clear() async {
    do {
      view?.display(mapper.viewModel(forCleared: try await cache.clear(), now: now()))
    } catch {
      view?.displayError(errors.viewModel(for: error))
    }
  }
}
