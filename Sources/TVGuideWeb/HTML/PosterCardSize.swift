/// The sizes a poster card is drawn at: TVMaze's medium poster (210×295) on a show's page, a
/// thumbnail of it in lists.
enum PosterCardSize {
  /// In a list of shows, beside the name.
  case thumbnail
  /// At the head of a show's page.
  case full

  /// How many colours the cards come in (`hue-0` to `hue-5` in the stylesheet).
  static let hues = 6

  var width: Int {
    switch self {
    case .thumbnail: 60
    case .full: 210
    }
  }

  var height: Int {
    switch self {
    case .thumbnail: 84
    case .full: 295
    }
  }

  var className: String {
    switch self {
    case .thumbnail: "thumbnail"
    case .full: "full"
    }
  }

  /// A list's posters load as they near the screen; a show's own is at the top of its page.
  var loadsLazily: Bool { self == .thumbnail }
}
