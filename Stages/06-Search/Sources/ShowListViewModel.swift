/// Everything the list screen prints: the rows and the status line above them.
struct ShowListViewModel: Equatable {
  var rows: [ShowRow]
  var status: ShowListStatus
}
