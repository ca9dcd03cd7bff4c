/// One line of a table before drawing: a section header, a row, or a blank line between
/// sections.
enum TextTableItem {
  case spacer
  case header(section: Int, title: String)
  case row(TextIndexPath, number: Int)
}
