/// The line a screen shows above its content: nothing, work under way, or a failure the user
/// can act on. The view picks the style; the view model only says which it is.
enum ScreenMessage: Equatable {
  case none
  case progress(String)
  case failure(String)
}
