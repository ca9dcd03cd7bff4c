import Foundation

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
  /// TVMaze's poster of the show, when the data has one: a view that draws pictures shows
  /// it, a terminal leaves it out.
  public var poster: URL?
  /// One or two capitals from the title (`GT`), for a view that draws a card in place of a
  /// poster it has not got; empty when the title has no letter or digit.
  public var initials: String
  /// The show's page on TVMaze, when the data names it: where a view that can link credits
  /// the data to (TVMaze's licence, CC BY-SA, asks for a link).
  public var sourcePage: URL?
  /// Whether the user follows the show: a view with a follow button says which it does.
  public var isFollowed: Bool

  /// Creates a detail to print; by default with no warning, poster or page, not followed.
  public init(
    title: String, subtitle: String?, fields: [DetailField], summary: String,
    sections: [SeasonSection], noEpisodesMessage: String, notice: String?,
    warning: String? = nil, poster: URL? = nil, initials: String = "", sourcePage: URL? = nil,
    isFollowed: Bool = false
  ) {
    self.title = title
    self.subtitle = subtitle
    self.fields = fields
    self.summary = summary
    self.sections = sections
    self.noEpisodesMessage = noEpisodesMessage
    self.notice = notice
    self.warning = warning
    self.poster = poster
    self.initials = initials
    self.sourcePage = sourcePage
    self.isFollowed = isFollowed
  }
}
