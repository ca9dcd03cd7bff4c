/// Everything the detail screen prints about one show, as text.
struct ShowDetailText: Equatable {
  var title: String
  /// The genres, when the show has any.
  var subtitle: String?
  var fields: [DetailField]
  var summary: String
}
