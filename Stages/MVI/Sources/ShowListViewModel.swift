/// What the list screen draws, all of it text: the rows, the message above them and whether
/// the screen is waiting for an answer.
struct ShowListViewModel: Equatable {
  var rows: [ShowRow]
  var message: ScreenMessage
  var isBusy: Bool
}
