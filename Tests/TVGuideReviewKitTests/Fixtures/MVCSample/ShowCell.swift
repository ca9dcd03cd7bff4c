import TextUIKit

/// A row of the list with a favourite mark.
final class ShowCell: TextView {
  var delegate: ShowCellDelegate?
  var title = ""

  func toggleFavorite() {
    delegate?.showCellDidToggleFavorite(self)
  }
}
