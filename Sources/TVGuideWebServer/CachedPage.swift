import TVGuideWeb

/// What `WebPageCache` keeps: a page that says whether it may be served again.
protocol CachedPage: Sendable {
  /// True for a page that shows what was asked or says it does not exist; false for a failure
  /// that trying again may mend, which the next request must write again.
  var isWorthKeeping: Bool { get }
}

extension WebDocument: CachedPage {
  var isWorthKeeping: Bool { status == 200 || status == 404 }
}
