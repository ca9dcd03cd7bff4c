import Foundation
import TVGuideInteractor

/// Puts a `CacheSummary` into words: counts with their nouns, a readable size, dates with
/// their age.
package struct CacheSummaryMapper: Sendable {
  private let sizes = FileSizeFormatter()
  private let ages = AgeFormatter()
  private let sanitizer: any TextSanitizing
  private let userDataLocation: String?

  /// `sanitizer` is the view's rule for text from data; `userDataLocation`, when given, is
  /// said as where the user's own data lives, which the cache is not.
  package init(sanitizer: any TextSanitizing, userDataLocation: String? = nil) {
    self.sanitizer = sanitizer
    self.userDataLocation = userDataLocation
  }

  /// For `cache info`.
  package func viewModel(for summary: CacheSummary, now: Date) -> CacheViewModel {
    let headline = summary.isEmpty ? "The cache is empty." : "The cache holds \(contents(of: summary))."
    return CacheViewModel(headline: headline, fields: fields(for: summary, now: now))
  }

  /// For `cache clear`, given what the cache held before.
  package func viewModel(forCleared removed: CacheSummary, now: Date) -> CacheViewModel {
    CacheViewModel(
      headline: clearedHeadline(for: removed),
      fields: [DetailField(label: "Location", value: sanitizer.singleLine(removed.location))]
        + userDataField(saying: "not cleared"))
  }

  /// Where the follows and watched marks are, which neither `cache info` counts nor `cache
  /// clear` removes.
  private func userDataField(saying note: String) -> [DetailField] {
    guard let userDataLocation else { return [] }
    return [DetailField(label: "Your data", value: "\(sanitizer.singleLine(userDataLocation)) (\(note))")]
  }

  private func clearedHeadline(for removed: CacheSummary) -> String {
    if let damage = removed.damage {
      return "Removed a damaged store (\(sanitizer.singleLine(damage))); the cache is empty now."
    }
    guard !removed.isEmpty else { return "The cache was already empty." }
    return "Removed \(contents(of: removed)) from the cache."
  }

  private func contents(of summary: CacheSummary) -> String {
    let parts = [
      counted(summary.showCount, "show"), counted(summary.episodeListCount, "episode list"),
      counted(summary.indexPageCount, "index page"), counted(summary.searchCount, "search"),
    ]
    let named = parts.compactMap { $0 }
    guard let last = named.last, named.count > 1 else { return named.first ?? "nothing" }
    return named.dropLast().joined(separator: ", ") + " and " + last
  }

  private func counted(_ count: Int, _ noun: String) -> String? {
    guard count > 0 else { return nil }
    let plural = noun.hasSuffix("h") ? noun + "es" : noun + "s"
    return "\(count) \(count == 1 ? noun : plural)"
  }

  private func fields(for summary: CacheSummary, now: Date) -> [DetailField] {
    var fields = [
      DetailField(label: "Location", value: sanitizer.singleLine(summary.location)),
      DetailField(label: "Size", value: sizes.text(forBytes: summary.sizeInBytes)),
    ]
    if let oldest = summary.oldestSave {
      fields.append(DetailField(label: "Oldest", value: "saved \(ages.text(since: oldest, now: now))"))
    }
    if let newest = summary.newestSave {
      fields.append(DetailField(label: "Newest", value: "saved \(ages.text(since: newest, now: now))"))
    }
    return fields + userDataField(saying: "not cache")
  }

  /// The facts as `--json` writes them; made only when asked for.
  package func document(for summary: CacheSummary) -> CacheSummaryDocument {
    let dates = ISO8601DateFormatter()
    return CacheSummaryDocument(
      location: summary.location, sizeInBytes: summary.sizeInBytes, shows: summary.showCount,
      episodeLists: summary.episodeListCount, indexPages: summary.indexPageCount,
      searches: summary.searchCount, oldestSave: summary.oldestSave.map(dates.string(from:)),
      newestSave: summary.newestSave.map(dates.string(from:)), damage: summary.damage,
      userData: userDataLocation)
  }
}
