/// The records of a CSV file (RFC 4180): a header and rows of fields, each row with the line
/// it starts on, so that a report can point at it.
///
/// Hand-written rather than SwiftCSV or CSV.swift from the package mirror: the interactor may
/// import only `TVGuideEntity`, and neither library hands out a record's line number.
public struct CSVTable: Equatable, Sendable {
  /// One row of fields and the line (from 1) it starts on.
  public struct Record: Equatable, Sendable {
    /// The line the record starts on; a quoted field may run over several.
    public var line: Int
    /// The fields, unquoted.
    public var fields: [String]
  }

  /// The first record's fields.
  public var header: [String]
  /// The records after the header; blank lines are left out.
  public var records: [Record]

  /// Reads `text`: a UTF-8 byte-order mark is skipped, CRLF, LF and CR all end a record, a
  /// quoted field may hold commas, quotes written `""` and line breaks.
  ///
  /// - Throws: ``ImportFileError/unclosedQuote(line:)`` when a quoted field never ends, and
  ///   ``ImportFileError/empty`` when there is no header.
  public init(reading text: String) throws(ImportFileError) {
    var scanner = CSVScanner(text: text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
    var records: [Record] = []
    while let record = try scanner.nextRecord() {
      if record.fields != [""] { records.append(record) }
    }
    guard let first = records.first else { throw .empty }
    header = first.fields.map { $0.trimmingWhitespace() }
    self.records = Array(records.dropFirst())
  }
}

/// Reads one record at a time, counting lines.
private struct CSVScanner {
  private let characters: [Character]
  private var index = 0
  private var line = 1

  init(text: String) {
    characters = Array(text)
  }

  mutating func nextRecord() throws(ImportFileError) -> CSVTable.Record? {
    guard index < characters.count else { return nil }
    let start = line
    var fields: [String] = []
    var field = ""
    var quotedSince: Int?
    while index < characters.count {
      let character = characters[index]
      index += 1
      if quotedSince != nil {
        if character == "\"" {
          if index < characters.count, characters[index] == "\"" {
            field.append("\"")
            index += 1
          } else {
            quotedSince = nil
          }
        } else {
          if character.isNewline { line += 1 }
          field.append(character)
        }
        continue
      }
      switch character {
      case "\"" where field.isEmpty: quotedSince = line
      case ",":
        fields.append(field)
        field = ""
      case _ where character.isNewline:
        line += 1
        fields.append(field)
        return CSVTable.Record(line: start, fields: fields)
      default: field.append(character)
      }
    }
    if let since = quotedSince { throw .unclosedQuote(line: since) }
    fields.append(field)
    return CSVTable.Record(line: start, fields: fields)
  }
}

extension String {
  func trimmingWhitespace() -> String {
    var text = Substring(self)
    while text.first?.isWhitespace == true { text = text.dropFirst() }
    while text.last?.isWhitespace == true { text = text.dropLast() }
    return String(text)
  }
}
