/// Table rows already laid out, by content and width. Line mode prints the same rows screen
/// after screen (a list, a show opened again), and laying a row out, fitting and padding
/// every column, was most of the cost of printing one.
///
/// The app that draws the tables owns one and gives it to each table it wants kept (see
/// ``TextTableView/rowLineCache``), so a screen opened again finds the rows it drew last time
/// and two apps in one process never share one.
@MainActor
public final class TextRowLineCache {
  /// Past this many rows the cache starts over, so its memory stays bounded whatever is shown.
  public static let capacity = 8192

  private struct Key: Hashable {
    let cell: TextTableViewCell
    let width: Int

    /// Hashes the texts' lengths and the longest text only: hashing every column's text and
    /// settings at every lookup was a tenth of printing a screen. Rows that hash alike are
    /// still told apart by `==`, which compares everything.
    func hash(into hasher: inout Hasher) {
      hasher.combine(width)
      hasher.combine(cell.columns.count)
      var longest = ""
      for column in cell.columns {
        let length = column.text.utf8.count
        hasher.combine(length)
        if length > longest.utf8.count { longest = column.text }
      }
      hasher.combine(longest)
    }
  }

  private var lines: [Key: TextLine] = [:]

  /// An empty cache.
  public init() {}

  /// How many laid-out rows are kept.
  var count: Int { lines.count }

  /// The cell laid out by `layout`, from the cache when it was laid out at that width before.
  func line(for cell: TextTableViewCell, layout: TextColumnLayout) -> TextLine {
    let key = Key(cell: cell, width: layout.width)
    if let line = lines[key] { return line }
    let line = layout.line(for: cell)
    if lines.count >= Self.capacity { lines.removeAll(keepingCapacity: true) }
    lines[key] = line
    return line
  }
}
