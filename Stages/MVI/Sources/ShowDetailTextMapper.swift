import TVGuideEntity

/// Turns a show into the text of its detail screen. A fact TVMaze does not know is left out
/// rather than invented.
struct ShowDetailTextMapper {
  private let rows = ShowRowMapper()
  private let sanitizer = TerminalTextSanitizer(mode: .singleLine)
  private let dates = CalendarDateFormatter()
  private let ratings = RatingFormatter()
  private let runtimes = RuntimeFormatter()
  private let schedules = ScheduleFormatter()
  private let statuses = StatusFormatter()
  private let summaries = HTMLSummaryFormatter()
  private let lists = ListFormatter()

  func text(for show: Show) -> ShowDetailText {
    ShowDetailText(
      title: rows.displayName(of: show),
      subtitle: lists.text(for: show.genres),
      fields: fields(for: show),
      summary: summaries.plainText(fromHTML: show.summaryHTML) ?? "No summary available."
    )
  }

  private func fields(for show: Show) -> [DetailField] {
    let status = [
      statuses.text(for: show.status), dates.yearSpan(premiered: show.premiered, ended: show.ended),
    ]
    let candidates: [(String, String?)] = [
      ("Rating", ratings.text(for: show.rating)),
      ("Schedule", schedules.text(for: show.schedule, channel: show.channel)),
      ("Status", status.compactMap { $0 }.joined(separator: " · ")),
      (show.network == nil ? "Web channel" : "Network", channelLine(for: show)),
      ("Runtime", runtimes.text(runtime: show.runtime, averageRuntime: show.averageRuntime)),
      ("Premiered", show.premiered.map(dates.text(for:))),
      ("Language", show.language.map(sanitizer.sanitize)),
    ]
    return candidates.compactMap { label, value in
      guard let value, !value.isEmpty else { return nil }
      return DetailField(label: label, value: value)
    }
  }

  /// `HBO (United States)`; the country is left out when unknown, as for most web channels.
  private func channelLine(for show: Show) -> String? {
    guard let name = rows.channelName(of: show) else { return nil }
    guard let country = show.channel?.country.map({ sanitizer.sanitize($0.name) }), !country.isEmpty
    else { return name }
    return "\(name) (\(country))"
  }
}
