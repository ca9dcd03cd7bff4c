extension String {
  /// The text on one line: each line break and the spaces around it become one space. Text
  /// output promises one line per finding, and a message may quote code.
  package var collapsingLines: String {
    guard contains(where: \.isNewline) else { return self }
    return split(whereSeparator: \.isNewline)
      .map { line in line.drop { $0 == " " || $0 == "\t" } }
      .map { line in String(line.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }
      .filter { !$0.isEmpty }
      .joined(separator: " ")
  }
}
