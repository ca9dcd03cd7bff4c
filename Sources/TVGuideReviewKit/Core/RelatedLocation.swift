/// Another place of the same problem, listed under its finding: the other statements of one
/// initialiser's work, the other uses of one service in a view, the other types of one layer a
/// file names. One problem is one finding, however many lines show it.
package struct RelatedLocation: Sendable, Hashable, Encodable {
  package var file: String
  package var line: Int
  package var column: Int
  /// What this place adds, in a few words: `` wires `presenter.view` ``.
  package var message: String

  package init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }
}
