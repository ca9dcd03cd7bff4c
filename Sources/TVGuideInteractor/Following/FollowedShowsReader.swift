import TVGuideEntity

/// Reads the followed shows for a list (`following`, `next`, the calendar): each from the
/// data source, else from the copy saved before, else left out and said why, a few at a time
/// and in the order they were followed.
struct FollowedShowsReader: Sendable {
  /// How many shows are read at once: enough to keep a slow source busy, few enough that
  /// 10,000 followed shows never make 10,000 tasks at once.
  static let concurrentReads = 16

  /// One show as read, with its episodes when they were asked for.
  struct Read: Sendable {
    let id: Int
    let show: ShowDTO
    let episodes: [EpisodeDTO]?
  }

  private enum Outcome: Sendable {
    case read(Read)
    case saved(Read, FollowedShowProblem)
    case leftOut(FollowedShowProblem)
  }

  let dataSource: any ShowDataSource
  let refresher: (any FollowedShowsRefreshing)?

  /// The shows of `ids` that could be read, in that order, each with its episodes when
  /// `withEpisodes` says to read them, and what could not be read.
  ///
  /// - Throws: The source's failure when it gave none of the shows for a reason that is not
  ///   the shows' own (TVMaze out of reach with nothing saved, a store that cannot be read):
  ///   a list of nothing but that would hide it.
  func read(_ ids: [Int], withEpisodes: @escaping @Sendable (Int) -> Bool) async throws
    -> (shows: [Read], problems: FollowedShowProblems)
  {
    var problems = FollowedShowProblems(refreshFailure: await refresher?.refresh(ids))
    let outcomes = try await withThrowingTaskGroup(of: (Int, Outcome).self) { group in
      var outcomes = [Outcome?](repeating: nil, count: ids.count)
      for (index, id) in ids.enumerated() {
        if index >= Self.concurrentReads, let (done, outcome) = try await group.next() {
          outcomes[done] = outcome
        }
        group.addTask { (index, try await outcome(of: id, withEpisodes: withEpisodes(id))) }
      }
      for try await (done, outcome) in group { outcomes[done] = outcome }
      return outcomes.compactMap { $0 }
    }
    var shows: [Read] = []
    for outcome in outcomes {
      switch outcome {
      case .read(let read): shows.append(read)
      case .saved(let read, let problem):
        shows.append(read)
        problems.fromSavedCopies.append(problem)
      case .leftOut(let problem): problems.leftOut.append(problem)
      }
    }
    if shows.isEmpty,
      let failure = problems.leftOut.first(where: { ![.notFound, .malformedData].contains($0.error.kind) })
    {
      throw failure.error
    }
    return (shows, problems)
  }

  private func outcome(of id: Int, withEpisodes: Bool) async throws -> Outcome {
    do {
      guard withEpisodes else {
        return .read(Read(id: id, show: try await dataSource.show(id: id).value, episodes: nil))
      }
      let both = try await dataSource.showWithEpisodes(id: id)
      return .read(Read(id: id, show: both.show.value, episodes: both.episodes.value))
    } catch let error as ShowDataError {
      guard let saved = await refresher?.savedCopy(ofShow: id) else {
        return .leftOut(FollowedShowProblem(id: id, error: error))
      }
      let read = Read(id: id, show: saved.show.value, episodes: withEpisodes ? saved.episodes.value : nil)
      return .saved(read, FollowedShowProblem(id: id, name: saved.show.value.name, error: error))
    }
  }
}
