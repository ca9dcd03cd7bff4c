import TVGuideInteractor

// MARK: - Following from the list

extension ShowListPresenter {
  /// Opens the followed shows' screen.
  public func didRequestFollowing() {
    router?.openFollowing()
  }

  /// Follows the show of row `index`, or stops following it, and says so in the notice line;
  /// an index out of range, or a list without the use cases, shows the list as it was.
  public func didRequestToggleFollow(at index: Int) {
    let shows = displayedShows
    guard let following, shows.indices.contains(index) else {
      view?.display(viewModel())
      return
    }
    let (id, name) = (shows[index].id, rows.displayName(of: shows[index]))
    Task { [weak self] in
      do {
        let isFollowed = try await following.isFollowed(id)
        _ = isFollowed ? try await following.unfollow([id]) : try await following.follow([id])
        self?.showNotice(isFollowed ? "No longer following \(name)." : "Following \(name).")
      } catch {
        guard let self else { return }
        showNotice(errors.viewModel(for: error).message)
      }
    }
  }

  private func showNotice(_ text: String) {
    var viewModel = viewModel()
    viewModel.notice = text
    view?.display(viewModel)
  }
}
