import Foundation
import TVGuideEntity
import TVGuideInteractor

/// Puts a `TonightSchedule` into words: a title, slots by local start time, and the sentence
/// for a day taken because none was asked.
package struct TonightViewModelMapper: Sendable {
  package static let noTime = "No time"
  private let sanitizer: any TextSanitizing
  private let times: LocalTimeFormatter
  private let timeZone: TimeZone
  private let codes = EpisodeCodeFormatter()
  private let dates = CalendarDateFormatter()
  private let settings: SettingNames

  /// Times are told in `timeZone`; text from data goes through `sanitizer`, the view's rule;
  /// `settings` names how the front end asks for a day.
  package init(sanitizer: any TextSanitizing, timeZone: TimeZone, settings: SettingNames = .plain) {
    self.sanitizer = sanitizer
    self.timeZone = timeZone
    self.settings = settings
    times = LocalTimeFormatter(timeZone: timeZone)
  }

  package func viewModel(for schedule: TonightSchedule) -> TonightViewModel {
    let day = schedule.request.day.date
    var slots: [TonightSlot] = []
    for entry in schedule.entries {
      let time = entry.airs.map { times.time(of: $0, relativeTo: day) } ?? Self.noTime
      if slots.last?.time == time {
        slots[slots.count - 1].rows.append(row(for: entry))
      } else {
        slots.append(TonightSlot(time: time, rows: [row(for: entry)]))
      }
    }
    let shown = schedule.request.day
    return TonightViewModel(
      title: title(for: schedule), notice: notice(for: schedule), slots: slots,
      footer: footer(for: schedule), day: shown.date.description,
      country: shown.country.map { sanitizer.singleLine($0).uppercased() })
  }

  /// The facts as `--json` writes them; made only when asked for.
  package func document(for schedule: TonightSchedule) -> TonightDocument {
    let stamps = Date.ISO8601FormatStyle()
    let entries = schedule.entries.map { entry in
      TonightDocument.Entry(
        airstamp: entry.airs.map { stamps.format($0) }, channel: entry.show?.channel?.name,
        episodeID: entry.episode.id, followed: entry.isFollowed, localTime: entry.airs.map(times.time(of:)),
        name: entry.episode.name, number: entry.episode.number, season: entry.episode.season,
        show: entry.show?.name, showID: entry.show?.id)
    }
    let request = schedule.request
    return TonightDocument(
      country: request.day.country, date: request.day.date.description, entries: entries,
      kind: request.kind.rawValue, timeZone: timeZone.identifier)
  }

  /// The sentence for a day the source does not hold; `liveSource` names the live source's setting.
  package func notHeldMessage(for error: ScheduleNotHeld, liveSource: String?) -> ErrorViewModel {
    let held = error.held.map { "\(name(of: error.request.kind, $0.country)) of \($0.date)" }
    let holds = held.isEmpty ? "no schedule of that kind" : "only the " + held.joined(separator: " and the ")
    let live = liveSource.map { "; \($0) fetches any day" } ?? ""
    return ErrorViewModel(
      message: "The bundled catalog has no \(name(of: error.request.kind, error.request.day.country)) "
        + "of \(error.request.day.date): it holds \(holds)\(live).",
      hint: "Pick a day the catalog holds, or read TVMaze's live schedule.", isRetryable: false)
  }

  private func row(for entry: TonightEntry) -> TonightRow {
    let code = codes.code(for: entry.episode)
    let name = sanitizer.printable(entry.episode.name)
    return TonightRow(
      isFollowed: entry.isFollowed, show: sanitizer.printable(entry.show?.name) ?? "Untitled show",
      episode: name.map { "\(code) \($0)" } ?? code, channel: sanitizer.printable(entry.show?.channel?.name),
      showID: entry.show?.id)
  }

  private func title(for schedule: TonightSchedule) -> String {
    let day = schedule.request.day
    return "\(name(of: schedule.request.kind, day.country).capitalizedFirst), \(dates.text(for: day.date)) "
      + "(times in \(timeZone.identifier))"
  }

  private func footer(for schedule: TonightSchedule) -> String? {
    guard !schedule.entries.isEmpty else { return "Nothing is scheduled that day." }
    let followed = schedule.entries.filter(\.isFollowed).count
    guard followed > 0 else { return nil }
    return followed == 1
      ? "The marked episode is of a show you follow."
      : "The \(followed) marked episodes are of shows you follow."
  }

  private func notice(for schedule: TonightSchedule) -> String? {
    guard schedule.isNewestHeldDay else { return nil }
    let unasked = settings.day.map { "No \($0) given" } ?? "No day was asked"
    return "\(unasked), so this is \(schedule.request.day.date), the newest day whose "
      + "\(name(of: schedule.request.kind, schedule.request.day.country)) the bundled catalog holds."
  }

  /// `US TV schedule`, `web schedule`, `GB web schedule`.
  private func name(of kind: ScheduleKind, _ country: String?) -> String {
    let what = kind == .tv ? "TV schedule" : "web schedule"
    return country.map { "\(sanitizer.singleLine($0)) \(what)" } ?? what
  }
}

extension String {
  fileprivate var capitalizedFirst: String {
    prefix(1).uppercased() + dropFirst()
  }
}
