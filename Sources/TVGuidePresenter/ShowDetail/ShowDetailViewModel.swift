/// Everything the detail screen prints about one show.
public struct ShowDetailViewModel: Equatable, Sendable {
  /// The show's name as printed, the screen's title.
  public var title: String
  /// Genres, when the show has any.
  public var subtitle: String?
  /// The labelled lines of the header: status, schedule, rating and the like.
  public var fields: [DetailField]
  /// The synopsis as plain text, HTML removed; a placeholder sentence when there is none.
  public var summary: String
  /// One section per season, in ascending order.
  public var sections: [SeasonSection]
  /// Shown instead of the table when there are no episodes.
  public var noEpisodesMessage: String
  /// Set when the show may be out of date, e.g. served from the store while offline.
  public var notice: String?
  /// The same show for `--json`; set only when the presenter is asked to build it.
  package var document: ShowDetailDocument?
  /// Set when the show could not be saved for offline use: about the app, not the show.
  public var warning: String?

  /// Creates a detail to print; by default with no warning.
  public init(
    title: String, subtitle: String?, fields: [DetailField], summary: String,
    sections: [SeasonSection], noEpisodesMessage: String, notice: String?,
    warning: String? = nil
  ) {
    self.title = title
    self.subtitle = subtitle
    self.fields = fields
    self.summary = summary
    self.sections = sections
    self.noEpisodesMessage = noEpisodesMessage
    self.notice = notice
    self.warning = warning
  }
}
