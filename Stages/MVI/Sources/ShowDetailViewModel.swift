/// What the detail screen draws: the show's text once loaded, the message in its place
/// until then, and whether the screen is waiting for an answer.
struct ShowDetailViewModel: Equatable {
  var header: ShowDetailText?
  var message: ScreenMessage
  var isBusy: Bool
}
