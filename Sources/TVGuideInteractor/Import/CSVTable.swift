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

/// Reads one record at a time, counting lines, over the text's UTF-8 bytes: every byte the
/// format gives a meaning (quote, comma, CR, LF) is ASCII, which no byte of a longer UTF-8
/// sequence can be, so a field is cut out whole without breaking the text into characters
/// (63 MB read as characters took 9 s and 1.3 GB).
private struct CSVScanner {
  private static let (quote, comma, lineFeed, carriageReturn): (UInt8, UInt8, UInt8, UInt8) = (
    0x22, 0x2C, 0x0A, 0x0D
  )
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1

  init(text: String) {
    bytes = Array(text.utf8)
  }

  mutating func nextRecord() throws(ImportFileError) -> CSVTable.Record? {
    guard index < bytes.count else { return nil }
    let start = line
    var fields: [String] = []
    var field: [UInt8] = []
    var quotedSince: Int?
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if quotedSince != nil {
        if byte == Self.quote {
          if index < bytes.count, bytes[index] == Self.quote {
            field.append(Self.quote)
            index += 1
          } else {
            quotedSince = nil
          }
        } else {
          if endsLine(byte) { line += 1 }
          field.append(byte)
        }
        continue
      }
      switch byte {
      case Self.quote where field.isEmpty: quotedSince = line
      case Self.comma:
        fields.append(String(decoding: field, as: UTF8.self))
        field.removeAll(keepingCapacity: true)
      case Self.lineFeed, Self.carriageReturn:
        line += 1
        // CRLF is one line end.
        if byte == Self.carriageReturn, index < bytes.count, bytes[index] == Self.lineFeed { index += 1 }
        fields.append(String(decoding: field, as: UTF8.self))
        return CSVTable.Record(line: start, fields: fields)
      default: field.append(byte)
      }
    }
    if let since = quotedSince { throw .unclosedQuote(line: since) }
    fields.append(String(decoding: field, as: UTF8.self))
    return CSVTable.Record(line: start, fields: fields)
  }

  /// A line break inside a quoted field: LF, or a CR not followed by LF (the LF of CRLF
  /// counts the line, and both stay in the field).
  private func endsLine(_ byte: UInt8) -> Bool {
    byte == Self.lineFeed
      || (byte == Self.carriageReturn && !(index < bytes.count && bytes[index] == Self.lineFeed))
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
