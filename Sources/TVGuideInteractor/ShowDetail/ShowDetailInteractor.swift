import TVGuideEntity

/// Loads a show and its episodes together and groups the episodes by season.
public final class ShowDetailInteractor: ShowDetailInteractorInput {
  private let dataSource: any ShowDataSource
  private let follows: (any FollowStoring)?
  private let grouper = SeasonGrouper()

  /// Creates the interactor on top of `dataSource`; with `follows`, the user's store, the
  /// detail says whether the show is followed and which episodes are watched.
  public init(dataSource: any ShowDataSource, follows: (any FollowStoring)? = nil) {
    self.dataSource = dataSource
    self.follows = follows
  }

  /// Fetches show `id` and its episodes together and groups the episodes by season.
  ///
  /// - Parameters:
  ///   - id: TVMaze's id of the show.
  ///   - season: The only season to keep, or `nil` for all of them.
  /// - Returns: The show and its seasons, with the less fresh origin of the two answers.
  /// - Throws: ``ShowDataError`` from the data source, or `.seasonNotFound` when the show
  ///   has no season `season`.
  public func detail(ofShow id: Int, season: Int?) async throws -> ShowDetail {
    async let held = dataSource.showIDsWithEpisodesHeld()
    let (show, episodes) = try await showAndEpisodes(id)
    let (origin, saveFailure) = (
      show.origin.combined(with: episodes.origin), show.saveFailure ?? episodes.saveFailure
    )
    let seasons = grouper.group((consume episodes).value)
    let episodesHeld = try await held?.contains(id) ?? true
    let marks = try await marks(ofShow: id)
    var detail = ShowDetail(
      show: Show(dto: show.value),
      // A season cannot be missing from a list the source does not hold.
      seasons: episodesHeld ? try Self.keeping(season, of: seasons, showName: show.value.name) : [],
      origin: origin,
      saveFailure: saveFailure,
      episodesHeld: episodesHeld,
      watched: marks.watched,
      isFollowed: marks.isFollowed
    )
    detail.userDataFailure = marks.failure
    return detail
  }

  /// The user's marks on show `id`: none without a store, and none with the reason when the
  /// store cannot be read (damaged, from a newer tvguide), since the show is worth showing anyway.
  private func marks(ofShow id: Int) async throws
    -> (watched: Set<EpisodeKey>?, isFollowed: Bool, failure: ShowDataError?)
  {
    guard let follows else { return (nil, false, nil) }
    do {
      let watched = try await follows.watchedEpisodes(ofShow: id)
      return (watched, try await follows.followedShowIDs().contains(id), nil)
    } catch let error as ShowDataError {
      return (nil, false, error)
    }
  }

  /// Follows or unfollows show `id` in the user's store; nothing without one.
  public func setFollowing(_ following: Bool, showID id: Int) async throws {
    if following { try await follows?.follow([id]) } else { try await follows?.unfollow([id]) }
  }

  /// Marks or unmarks episode `key` of show `id` in the user's store; nothing without one.
  public func setWatched(_ watched: Bool, episode key: EpisodeKey, showID id: Int) async throws {
    if watched {
      try await follows?.markWatched([key], ofShow: id)
    } else {
      try await follows?.markUnwatched([key], ofShow: id)
    }
  }

  /// The episodes as business models, mapped in a scope of their own so that the DTOs are
  /// gone before grouping starts: for a long show they are most of the memory it takes.
  private func showAndEpisodes(_ id: Int) async throws -> (Fetched<ShowDTO>, Fetched<[Episode]>) {
    let both = try await dataSource.showWithEpisodes(id: id)
    return (both.show, both.episodes.map { $0.map(Episode.init(dto:)) })
  }

  private static func keeping(_ season: Int?, of seasons: [Season], showName: String) throws
    -> [Season]
  {
    guard let season else { return seasons }
    let kept = seasons.filter { $0.number == season }
    guard !kept.isEmpty else {
      throw ShowDataError.seasonNotFound(
        season: season, showName: showName, available: seasons.map(\.number))
    }
    return kept
  }
}
