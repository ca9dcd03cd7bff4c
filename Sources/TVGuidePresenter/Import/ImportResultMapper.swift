import TVGuideInteractor

/// Puts an `ImportResult` into words, and an `ImportFileError` into one sentence.
package struct ImportResultMapper: Sendable {
  /// The most shows a report names as not applied yet; the rest are counted.
  package static let maximumPendingNamed = 10
  private let sanitizer: any TextSanitizing
  private let settings: SettingNames
  private let quotes: QuotedTextFormatter
  private let errors: ErrorMessageFormatter

  /// Text from the file or from data goes through `sanitizer`, the view's rule; `settings`
  /// names what a reason points to.
  package init(sanitizer: any TextSanitizing, settings: SettingNames = .plain) {
    self.sanitizer = sanitizer
    self.settings = settings
    quotes = QuotedTextFormatter(sanitizer: sanitizer)
    errors = ErrorMessageFormatter(settings: settings, sanitizer: sanitizer)
  }

  package func viewModel(for result: ImportResult) -> ImportViewModel {
    let read = "Read a \(layoutName(result.layout)) export of \(counted(result.rowCount, "row"))"
    let done = changes(of: result)
    let left = result.problems.isEmpty ? "" : "; \(counted(result.problems.count, "row")) not applied"
    let headline =
      if let stop = result.interruption {
        "\(read) and stopped part way: \(done)\(left); \(counted(stop.pendingShows.count, "show")) "
          + "(\(counted(stop.pendingRows, "row"))) not applied yet."
      } else {
        "\(read): \(done)\(left)."
      }
    let shows = result.shows.map { show in
      let name =
        sanitizer.printable(show.name).map { "\($0) (TVMaze \(show.showID))" } ?? "TVMaze show \(show.showID)"
      let nothingNew = !show.isNewlyFollowed && show.newlyWatchedCount == 0 ? "; nothing new" : ""
      return "\(name), from \(sanitizer.singleLine(show.externalID.description)): "
        + "\(counted(show.rowCount, "row")), \(counted(show.watchedCount, "episode")) watched\(nothingNew)"
    }
    var viewModel = ImportViewModel(
      headline: headline, shows: shows,
      problems: result.problems.map { "Line \($0.line): \(reason($0.reason))." },
      lookups:
        "\(counted(result.lookupsMade, "lookup")) made, \(result.lookupsRemembered) remembered from an earlier run."
    )
    if let stop = result.interruption {
      viewModel.notApplied = pendingList(stop)
      viewModel.stopped = stoppedSentence(stop)
    }
    return viewModel
  }

  /// `followed 3 shows and marked 4 episodes watched`, with what was there already in
  /// brackets; `nothing new: …` when the file had been imported before.
  private func changes(of result: ImportResult) -> String {
    let watched = result.shows.reduce(0) { $0 + $1.watchedCount }
    let newShows = result.shows.count { $0.isNewlyFollowed }
    let newWatched = result.shows.reduce(0) { $0 + $1.newlyWatchedCount }
    if !result.shows.isEmpty, result.isNothingNew {
      let marks = watched == 0 ? "" : " and their \(counted(watched, "episode")) marked watched"
      let shows = result.shows.count == 1 ? "the show was" : "the \(result.shows.count) shows were"
      return "nothing new: \(shows) followed already\(marks)"
    }
    let (oldShows, oldWatched) = (result.shows.count - newShows, watched - newWatched)
    return "followed \(counted(newShows, "show"))\(oldShows == 0 ? "" : " (\(oldShows) followed already)")"
      + " and marked \(counted(newWatched, "episode")) watched"
      + (oldWatched == 0 ? "" : " (\(oldWatched) marked already)")
  }

  /// `TheTVDB id 121361, IMDb id tt0944947 and 3 more.`
  private func pendingList(_ stop: ImportInterruption) -> String {
    let named = stop.pendingShows.prefix(Self.maximumPendingNamed).map {
      sanitizer.singleLine($0.description)
    }
    let more = stop.pendingShows.count - named.count
    let list = more > 0 ? named + ["\(more) more"] : named
    guard let last = list.last, list.count > 1 else { return (list.first ?? "") + "." }
    return list.dropLast().joined(separator: ", ") + " and " + last + "."
  }

  /// Why the import stopped and how to finish it, in one sentence for standard error.
  private func stoppedSentence(_ stop: ImportInterruption) -> String {
    var cause = errors.viewModel(for: stop.error).message
    if cause.hasSuffix(".") { cause.removeLast() }
    let at = stop.pendingShows.first.map { " at \(sanitizer.singleLine($0.description))" } ?? ""
    return "The import stopped\(at): \(cause); run the same import again to finish it "
      + "(what was applied is kept, and no lookup is made twice)."
  }

  package func document(for result: ImportResult) -> ImportDocument {
    ImportDocument(
      layout: result.layout.rawValue, lookupsMade: result.lookupsMade,
      lookupsRemembered: result.lookupsRemembered, nothingNew: result.isNothingNew,
      problems: result.problems.map { .init(line: $0.line, reason: reason($0.reason)) },
      rows: result.rowCount,
      shows: result.shows.map {
        .init(
          externalID: $0.externalID.token, name: $0.name, newlyFollowed: $0.isNewlyFollowed,
          newlyWatched: $0.newlyWatchedCount, rows: $0.rowCount, showID: $0.showID, watched: $0.watchedCount)
      },
      source: result.source.rawValue,
      stopped: result.interruption.map {
        .init(
          notApplied: $0.pendingShows.map(\.token), reason: stoppedSentence($0), rows: $0.pendingRows)
      })
  }

  /// One sentence for a file that cannot be imported at all.
  package func message(for error: ImportFileError) -> ErrorViewModel {
    let message =
      switch error {
      case .empty: "The file is empty: an export starts with a header line."
      case .unclosedQuote(let line):
        "The file is not valid CSV: the quoted field on line \(line) is never closed."
      case .unknownLayout(let columns):
        "The header (\(sanitizer.singleLine(columns.prefix(8).joined(separator: ","))))"
          + " is none of TV Time's, Trakt's or tvdb,imdb,season,episode."
      }
    return ErrorViewModel(
      message: message, hint: "Check that the file is a tracker's CSV export.", isRetryable: false)
  }

  private func reason(_ reason: ImportProblem.Reason) -> String {
    switch reason {
    case .malformed(let field): "malformed: \(malformed(field))"
    case .noShowID: "no TheTVDB or IMDb id of the show"
    case .episodeIDsOnly:
      "Trakt's episode export names the episode, not the show, so no show can be looked up"
    case .duplicate(let first): "the same show and episode as line \(first)"
    case .unknownShow(let id, .tvmaze): "TVMaze knows no show with \(sanitizer.singleLine(id.description))"
    case .unknownShow(let id, .bundledCatalog):
      "the bundled catalog has no show with \(sanitizer.singleLine(id.description)) "
        + "(\(settings.liveSource.map { "\($0) asks TVMaze" } ?? "TVMaze's live data may have it"))"
    }
  }

  private func malformed(_ field: ImportProblem.MalformedField) -> String {
    switch field {
    case .theTVDBID(let text): "TheTVDB id \(quotes.quoted(text)) is not a number"
    case .imdbID(let text): "IMDb id \(quotes.quoted(text)) is not of the form tt0903747"
    case .episodeNumbers(let season, let episode):
      "season \(quotes.quoted(season)) and episode \(quotes.quoted(episode)) must be whole numbers"
    case .seasonWithoutEpisode: "a season needs an episode number, and an episode a season"
    }
  }

  private func layoutName(_ layout: ImportLayout) -> String {
    switch layout {
    case .tvTime: "TV Time"
    case .trakt: "Trakt"
    case .plain: "tvdb,imdb,season,episode"
    }
  }

  private func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
