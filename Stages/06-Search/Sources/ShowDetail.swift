import TVGuideEntity

/// A show with its episodes grouped by season.
struct ShowDetail: Equatable, Sendable {
  var show: Show
  var seasons: [Season]
}
