import Foundation
import TVGuideEntity
import TVGuideInteractor

/// Makes the detail screen's view model out of a show and its seasons.
public struct ShowDetailViewModelMapper: Sendable {
  static let noSummary = "No summary available."
  static let noEpisodes = "No episodes are listed for this show yet."
  static let episodesNotHeld = "The bundled catalog does not hold this show's episodes"

  private let rows: ShowRowMapper
  private let sanitizer: any TextSanitizing
  private let dates = CalendarDateFormatter()
  private let ratings = RatingFormatter()
  private let runtimes = RuntimeFormatter()
  private let schedules: ScheduleFormatter
  private let statuses: StatusFormatter
  private let headers = SeasonHeaderFormatter()
  private let summaries: HTMLSummaryFormatter
  private let notices = OriginNoticeFormatter()
  private let initials = InitialsFormatter()
  private let lists: ListFormatter
  private let errors: ErrorMessageFormatter
  private let settings: SettingNames

  /// `settings` names what a hint points to, as the front end names it; text from data goes
  /// through `sanitizer`, the view's rule.
  public init(settings: SettingNames = .plain, sanitizer: any TextSanitizing) {
    self.settings = settings
    self.sanitizer = sanitizer
    rows = ShowRowMapper(sanitizer: sanitizer)
    schedules = ScheduleFormatter(sanitizer: sanitizer)
    statuses = StatusFormatter(sanitizer: sanitizer)
    summaries = HTMLSummaryFormatter(sanitizer: sanitizer)
    lists = ListFormatter(sanitizer: sanitizer)
    errors = ErrorMessageFormatter(settings: settings, sanitizer: sanitizer)
  }

  /// The detail screen of `detail`; `now` dates the offline notice.
  public func viewModel(for detail: ShowDetail, now: Date) -> ShowDetailViewModel {
    let show = detail.show
    let summary = summaries.plainText(fromHTML: show.summaryHTML)
    let title = rows.displayName(of: show)
    return ShowDetailViewModel(
      title: title,
      subtitle: lists.text(for: show.genres),
      fields: fields(for: show) + (detail.isFollowed ? [DetailField(label: "Following", value: "yes")] : []),
      summary: summary ?? Self.noSummary,
      sections: detail.seasons.map { section(for: $0, of: detail, now: now) },
      noEpisodesMessage: detail.episodesHeld ? Self.noEpisodes : episodesNotHeldMessage(),
      notice: notices.notice(for: detail.origin, now: now),
      warning: detail.saveFailure.map(errors.unsavedWarning(for:))
        ?? detail.userDataFailure.map(errors.unreadMarksWarning(for:)),
      poster: show.image?.medium ?? show.image?.original,
      initials: initials.initials(of: title),
      sourcePage: show.url,
      isFollowed: detail.isFollowed
    )
  }

  /// Says how to get the episodes, in the front end's words.
  private func episodesNotHeldMessage() -> String {
    guard let liveSource = settings.liveSource else {
      return Self.episodesNotHeld + "; use the TVMaze source to get them."
    }
    return Self.episodesNotHeld + "; run with \(liveSource) to get them from TVMaze."
  }

  private func fields(for show: Show) -> [DetailField] {
    let status = [
      statuses.text(for: show.status),
      dates.yearSpan(premiered: show.premiered, ended: show.ended, isOver: show.status == .ended),
    ]
    .compactMap { $0 }.joined(separator: " · ")
    let candidates: [(String, String?)] = [
      ("Rating", ratings.text(for: show.rating)),
      ("Schedule", schedules.text(for: show.schedule, channel: show.channel)),
      ("Status", status),
      (show.network == nil ? "Web channel" : "Network", channelLine(for: show)),
      ("Runtime", runtimes.text(runtime: show.runtime, averageRuntime: show.averageRuntime)),
      ("Premiered", show.premiered.map(dates.text(for:))),
      ("Language", show.language.map(sanitizer.singleLine(_:))),
    ]
    return candidates.compactMap { label, value in
      guard let value, !value.isEmpty else { return nil }
      return DetailField(label: label, value: value)
    }
  }

  /// `HBO (United States)`; the country is left out when unknown (most web channels).
  private func channelLine(for show: Show) -> String? {
    guard let name = rows.channelName(of: show) else { return nil }
    guard let country = show.channel?.country.map({ sanitizer.singleLine($0.name) }),
      !country.isEmpty
    else { return name }
    return "\(name) (\(country))"
  }

  // A season's rows and documents are made when read, by a closure each season keeps. The
  // closure keeps the episodes and the sanitizer only: keeping the whole mapper, whose
  // formatters each hold the sanitizer again, took about 470 bytes a season, 30 MB for the
  // rows and documents of a show of 50,000 seasons. The episode formatters are stateless.

  /// With the user's marks, each watched row is marked and, for a show the user follows or
  /// has marked, the title counts the aired episodes left to watch.
  private func section(for season: Season, of detail: ShowDetail, now: Date) -> SeasonSection {
    let (episodes, sanitizer, watched) = (season.episodes, sanitizer, detail.watched)
    var title = headers.title(for: season)
    if let marks = Self.marks(of: detail) {
      title += " · \(Self.unwatchedCount(of: season, in: detail, marks: marks, now: now)) unwatched"
    }
    return SeasonSection(
      number: season.number,
      title: title,
      rows: FormattedList(count: episodes.count) {
        Self.row(for: episodes[$0], sanitizer: sanitizer, watched: watched)
      }
    )
  }

  /// The user's marks when they are shown: for a show the user follows or has marked, so
  /// that every other show reads, on screen and in `--json`, as it always did.
  private static func marks(of detail: ShowDetail) -> Set<EpisodeKey>? {
    guard let watched = detail.watched, detail.isFollowed || !watched.isEmpty else { return nil }
    return watched
  }

  /// The season's aired numbered episodes not among `marks`.
  private static func unwatchedCount(
    of season: Season, in detail: ShowDetail, marks: Set<EpisodeKey>, now: Date
  )
    -> Int
  {
    NextEpisodeFinder(now: now).aired(of: detail.show, in: season.episodes).count { !marks.contains($0) }
  }

  /// Whether a numbered episode is among `watched`; a special never is, having no number to mark.
  private static func isWatched(_ episode: Episode, in watched: Set<EpisodeKey>?) -> Bool {
    episode.number.map { watched?.contains(EpisodeKey(season: episode.season, number: $0)) ?? false } ?? false
  }

  private static func row(for episode: Episode, sanitizer: any TextSanitizing, watched: Set<EpisodeKey>?)
    -> EpisodeRow
  {
    EpisodeRow(
      id: episode.id,
      code: EpisodeCodeFormatter().code(for: episode),
      title: episodeName(episode, sanitizer: sanitizer) ?? "Untitled episode",
      airdate: episode.airdate.map(CalendarDateFormatter().text(for:)) ?? "Date unknown",
      runtime: RuntimeFormatter().text(minutes: episode.runtime) ?? ShowRowMapper.unknown,
      isSpecial: episode.isSpecial,
      isWatched: isWatched(episode, in: watched),
      season: episode.season,
      number: episode.number
    )
  }

  /// `marks`, when given, adds whether the episode is watched.
  private static func document(for episode: Episode, sanitizer: any TextSanitizing, marks: Set<EpisodeKey>?)
    -> EpisodeDocument
  {
    EpisodeDocument(
      id: episode.id, number: episode.number, name: episodeName(episode, sanitizer: sanitizer),
      airdate: episode.airdate?.description, runtime: episode.runtime,
      type: sanitizer.printable(episode.kind?.rawText), watched: marks.map { isWatched(episode, in: $0) })
  }

  private static func episodeName(_ episode: Episode, sanitizer: any TextSanitizing) -> String? {
    guard let name = episode.name.map(sanitizer.singleLine(_:)), !name.isEmpty else { return nil }
    return name
  }

  /// The show as `--json` writes it; made only when asked for, never for a screen. For a
  /// show the user follows or has marked, it says so, marks each episode watched or not and
  /// counts each season's aired episodes left to watch, as the screen does; `now` tells
  /// which have aired.
  public func document(for detail: ShowDetail, now: Date = Date()) -> ShowDetailDocument {
    let (show, marks) = (detail.show, Self.marks(of: detail))
    let summary = summaries.plainText(fromHTML: show.summaryHTML)
    return ShowDetailDocument(
      id: show.id,
      name: sanitizer.printable(show.name),
      status: sanitizer.printable(show.status?.rawText),
      premiered: show.premiered?.description,
      rating: ratings.value(for: show.rating),
      genres: rows.genres(of: show),
      network: rows.channelName(of: show),
      summary: summary,
      seasons: detail.seasons.map { [sanitizer] season in
        let episodes = season.episodes
        return SeasonDocument(
          number: season.number,
          episodes: FormattedList(count: episodes.count) {
            Self.document(for: episodes[$0], sanitizer: sanitizer, marks: marks)
          },
          unwatched: marks.map { Self.unwatchedCount(of: season, in: detail, marks: $0, now: now) })
      },
      episodesHeld: detail.episodesHeld,
      following: marks.map { _ in detail.isFollowed }
    )
  }
}
