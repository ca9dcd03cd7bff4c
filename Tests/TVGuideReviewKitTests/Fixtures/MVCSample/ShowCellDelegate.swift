/// Tells the list that a cell's favourite mark was toggled.
protocol ShowCellDelegate {
  func showCellDidToggleFavorite(_ cell: ShowCell)
}
