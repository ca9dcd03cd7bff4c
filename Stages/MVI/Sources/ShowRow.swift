/// One show in the list, every column already text.
struct ShowRow: Equatable {
  var id: Int
  var name: String
  var year: String
  var rating: String
  var status: String
  var channel: String
}
