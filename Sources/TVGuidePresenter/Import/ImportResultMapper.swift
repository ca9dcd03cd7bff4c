import TVGuideInteractor

/// Puts an `ImportResult` into words, and an `ImportFileError` into one sentence.
package struct ImportResultMapper: Sendable {
  private let sanitizer: any TextSanitizing

  /// Text from the file or from data goes through `sanitizer`, the view's rule.
  package init(sanitizer: any TextSanitizing) {
    self.sanitizer = sanitizer
  }

  package func viewModel(for result: ImportResult) -> ImportViewModel {
    let watched = result.shows.reduce(0) { $0 + $1.watchedCount }
    let headline =
      "Read a \(layoutName(result.layout)) export of \(counted(result.rowCount, "row")): followed "
      + "\(counted(result.shows.count, "show")) and marked \(counted(watched, "episode")) watched"
      + (result.problems.isEmpty ? "." : "; \(counted(result.problems.count, "row")) not applied.")
    let shows = result.shows.map { show in
      let name =
        sanitizer.printable(show.name).map { "\($0) (TVMaze \(show.showID))" } ?? "TVMaze show \(show.showID)"
      return "\(name), from \(sanitizer.singleLine(show.externalID.description)): "
        + "\(counted(show.rowCount, "row")), \(counted(show.watchedCount, "episode")) watched"
    }
    return ImportViewModel(
      headline: headline, shows: shows,
      problems: result.problems.map { "Line \($0.line): \(reason($0.reason))." },
      lookups:
        "\(counted(result.lookupsMade, "lookup")) made, \(result.lookupsRemembered) remembered from an earlier run."
    )
  }

  package func document(for result: ImportResult) -> ImportDocument {
    ImportDocument(
      layout: result.layout.rawValue, lookupsMade: result.lookupsMade,
      lookupsRemembered: result.lookupsRemembered,
      problems: result.problems.map { .init(line: $0.line, reason: reason($0.reason)) },
      rows: result.rowCount,
      shows: result.shows.map {
        .init(
          externalID: $0.externalID.token, name: $0.name, rows: $0.rowCount, showID: $0.showID,
          watched: $0.watchedCount)
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
    case .malformed(let detail): "malformed: \(sanitizer.singleLine(detail))"
    case .noShowID: "no TheTVDB or IMDb id of the show"
    case .episodeIDsOnly:
      "Trakt's episode export names the episode, not the show, so no show can be looked up"
    case .duplicate(let first): "the same show and episode as line \(first)"
    case .unknownShow(let id): "TVMaze knows no show with \(sanitizer.singleLine(id.description))"
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
