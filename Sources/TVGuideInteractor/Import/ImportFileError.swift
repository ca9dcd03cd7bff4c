/// Why an export could not be read at all; a single bad row is an ``ImportProblem`` instead.
public enum ImportFileError: Error, Hashable, Sendable {
  /// The file has no header line.
  case empty
  /// A quoted field that starts on `line` never ends.
  case unclosedQuote(line: Int)
  /// The header names none of the layouts the import knows; `columns` are its names.
  case unknownLayout(columns: [String])
}
