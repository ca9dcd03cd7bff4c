/// What `tvguide cache info` and `tvguide cache clear` print.
public struct CacheSummaryViewModel: Equatable, Sendable {
  /// One sentence: what the cache holds, or what was removed.
  public var headline: String
  public var fields: [DetailField]
  /// The same facts for `--json`; set only when the presenter is asked to build it.
  package var document: CacheSummaryDocument?

  public init(headline: String, fields: [DetailField]) {
    self.headline = headline
    self.fields = fields
  }
}
