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
  /// The same show for `--json`.
  public var document: ShowDetailDocument

  public init(
    title: String, subtitle: String?, fields: [DetailField], summary: String,
    sections: [SeasonSection], noEpisodesMessage: String, notice: String?,
    document: ShowDetailDocument
  ) {
    self.title = title
    self.subtitle = subtitle
    self.fields = fields
    self.summary = summary
    self.sections = sections
    self.noEpisodesMessage = noEpisodesMessage
    self.notice = notice
    self.document = document
  }
}
