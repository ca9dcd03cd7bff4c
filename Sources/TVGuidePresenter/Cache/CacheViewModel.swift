/// What `tvguide cache info` and `tvguide cache clear` print.
public struct CacheViewModel: Equatable, Sendable {
  /// One sentence: what the cache holds, or what was removed.
  public var headline: String
  /// The facts under the headline, one labelled line each: folder, size, counts, save dates.
  public var fields: [DetailField]
  /// The same facts for `--json`; set only when the presenter is asked to build it.
  package var document: CacheSummaryDocument?

  /// Creates a summary to print.
  public init(headline: String, fields: [DetailField]) {
    self.headline = headline
    self.fields = fields
  }
}
