import Foundation
import TVGuideEntity
import TVGuideInteractor

/// Puts followed shows and the changes of the following commands into words.
package struct FollowingViewModelMapper: Sendable {
  private let sanitizer: any TextSanitizing
  private let times: AirTimeFormatter
  private let local: LocalTimeFormatter
  private let codes = EpisodeCodeFormatter()
  private let dates = CalendarDateFormatter()

  /// Text from data goes through `sanitizer`, the view's rule; times are written in `timeZone`.
  package init(sanitizer: any TextSanitizing, timeZone: TimeZone) {
    self.sanitizer = sanitizer
    times = AirTimeFormatter(timeZone: timeZone)
    local = LocalTimeFormatter(timeZone: timeZone)
  }

  /// `following`: in the order followed. `next`: soonest first, then shows with no date yet,
  /// then ended ones.
  package func viewModel(for shows: [FollowedShow], soonestFirst: Bool, asOf: AsOf? = nil)
    -> FollowingViewModel
  {
    let ordered = soonestFirst ? Self.soonestFirst(shows) : shows
    let headline =
      shows.isEmpty
      ? "You follow no shows yet; follow one with its id."
      : soonestFirst
        ? "The next episodes of the \(counted(shows.count)) you follow:"
        : "You follow \(counted(shows.count)):"
    var viewModel = FollowingViewModel(headline: headline, rows: ordered.map(row(for:)))
    if soonestFirst {
      (viewModel.agenda, viewModel.notListed) = agenda(of: ordered, asOf: asOf)
      viewModel.isAgenda = true
      viewModel.undatedHeading = "No date yet, or ended"
    }
    return viewModel
  }

  /// `next`'s agenda as of `asOf`: the dated episodes grouped by local day, `Today` and
  /// `Tomorrow` named when the list is measured from now; and what it leaves out, counted.
  package func agenda(of shows: [FollowedShow], asOf: AsOf? = nil) -> ([AgendaDay], String?) {
    var days: [AgendaDay] = []
    var lastDay: CalendarDate?
    var (undated, ended) = (0, 0)
    for followed in Self.soonestFirst(shows) {
      guard case .airs(let episode, let date) = followed.next, let day = local.day(of: date) else {
        if case .ended = followed.next { ended += 1 } else { undated += 1 }
        continue
      }
      if day != lastDay {
        days.append(AgendaDay(title: dayTitle(day, asOf: asOf), entries: []))
        lastDay = day
      }
      days[days.count - 1].entries.append(
        AgendaEntry(
          showID: followed.show.id, time: local.time(of: date), show: name(followed.show.name),
          code: codes.code(for: episode), title: episode.name.map(sanitizer.singleLine) ?? "",
          unwatched: followed.unwatchedCount.map { "\($0) unwatched" } ?? ""))
    }
    let counts = [
      undated == 0 ? nil : "\(counted(undated)) with no date yet",
      ended == 0 ? nil : "\(ended) ended",
    ].compactMap { $0 }
    return (days, counts.isEmpty ? nil : "Not listed: \(counts.joined(separator: ", ")).")
  }

  /// `Today · Sun 14 Apr 2019` and `Tomorrow · …` when measured from now, else the day alone.
  private func dayTitle(_ day: CalendarDate, asOf: AsOf?) -> String {
    let heading = local.dayHeading(day)
    guard let asOf, asOf.reason == .now, let today = local.day(of: asOf.date) else { return heading }
    if day == today { return "Today · \(heading)" }
    let tomorrow = local.day(of: asOf.date.addingTimeInterval(86_400))
    return day == tomorrow ? "Tomorrow · \(heading)" : heading
  }

  package static func soonestFirst(_ shows: [FollowedShow]) -> [FollowedShow] {
    let rank: (FollowedShow) -> Int = {
      switch $0.next {
      case .airs: 0
      case .noDateYet: 1
      case .ended: 2
      }
    }
    // Stable: shows that tie keep the order they were followed in.
    return shows.enumerated().sorted { lhs, rhs in
      let (left, right) = (lhs.element, rhs.element)
      if rank(left) != rank(right) { return rank(left) < rank(right) }
      if let a = left.next.date, let b = right.next.date, a != b { return a < b }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }

  private func row(for followed: FollowedShow) -> FollowingRow {
    let (when, episode): (String, Episode?) =
      switch followed.next {
      case .airs(let episode, let date): (local.day(of: date).map(dates.text(for:)) ?? "", episode)
      case .noDateYet(let episode): ("no date yet", episode)
      case .ended: ("ended", nil)
      }
    return FollowingRow(
      showID: followed.show.id, name: name(followed.show.name), when: when,
      episode: episode.map(describe) ?? "",
      unwatched: followed.unwatchedCount.map { "\($0) unwatched" } ?? "")
  }

  private func describe(_ episode: Episode) -> String {
    let title = episode.name.map(sanitizer.singleLine) ?? ""
    return [codes.code(for: episode), title].filter { !$0.isEmpty }.joined(separator: " ")
  }

  private func name(_ text: String) -> String {
    sanitizer.printable(text) ?? "Untitled show"
  }

  private func counted(_ count: Int) -> String {
    count == 1 ? "1 show" : "\(count) shows"
  }

  /// For `follow` and `unfollow`.
  package func viewModel(forFollowed names: [FollowedShowName], following: Bool) -> FollowingViewModel {
    let listed = names.map { name in
      name.name.map { "\(self.name($0)) (\(name.id))" } ?? "show \(name.id) (unknown to the source)"
    }.joined(separator: ", ")
    return FollowingViewModel(
      headline: following ? "Following \(listed)." : "No longer following \(listed).", rows: [])
  }

  /// For `watched` and `unwatched`.
  package func viewModel(for change: WatchedChange) -> FollowingViewModel {
    let episodes = change.episodes.map { codes.code(season: $0.season, number: $0.number) }
    let listed =
      episodes.count > 2
      ? "\(episodes[0]) to \(episodes[episodes.count - 1])" : episodes.joined(separator: " and ")
    let mark = change.watched ? "watched" : "unwatched"
    return FollowingViewModel(
      headline: "Marked \(listed) of \(name(change.show.name)) \(mark).", rows: [])
  }

  // MARK: --json

  package func document(for shows: [FollowedShow], soonestFirst: Bool, asOf: AsOf? = nil) -> FollowingDocument
  {
    let ordered = soonestFirst ? Self.soonestFirst(shows) : shows
    var document = FollowingDocument(shows: ordered.map(document(for:)))
    if let asOf, asOf.reason != .now { document.asOf = local.day(of: asOf.date)?.description }
    document.dataEnd = asOf?.dataEnd?.description
    return document
  }

  private func document(for followed: FollowedShow) -> FollowedShowDocument {
    let (next, episode, date): (String, Episode?, Date?) =
      switch followed.next {
      case .airs(let episode, let date): ("airs", episode, date)
      case .noDateYet(let episode): ("noDateYet", episode, nil)
      case .ended: ("ended", nil, nil)
      }
    return FollowedShowDocument(
      airs: date.map(times.iso(for:)),
      episode: episode.map {
        NextEpisodeDocument(name: sanitizer.printable($0.name), number: $0.number, season: $0.season)
      },
      id: followed.show.id, name: sanitizer.printable(followed.show.name), next: next,
      unwatched: followed.unwatchedCount)
  }

  package func document(forFollowed names: [FollowedShowName]) -> FollowingDocument {
    FollowingDocument(
      changed: names.map { ShowNameDocument(id: $0.id, name: $0.name.flatMap(sanitizer.printable)) })
  }

  package func document(for change: WatchedChange) -> FollowingDocument {
    FollowingDocument(
      changed: [ShowNameDocument(id: change.show.id, name: sanitizer.printable(change.show.name))],
      episodes: change.episodes.map { codes.code(season: $0.season, number: $0.number) },
      watched: change.watched)
  }
}
