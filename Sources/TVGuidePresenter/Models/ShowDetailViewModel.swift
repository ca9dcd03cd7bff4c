/// Everything the detail screen prints about one show.
public struct ShowDetailViewModel: Equatable, Sendable {
  public var title: String
  /// Genres, when the show has any.
  public var subtitle: String?
  public var fields: [DetailField]
  public var summary: String
  public var sections: [SeasonSection]
  /// Shown instead of the table when there are no episodes.
  public var noEpisodesMessage: String
  public var notice: String?
  /// The same show for `--json`; set only when the presenter is asked to build it.
  package var document: ShowDetailDocument?
  /// Set when the show could not be saved for offline use: about the app, not the show.
  public var warning: String?

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
