extension DocOutputComparison {
  /// The documented lines (by index) that could be edited by one character and still match:
  /// none, when every line the text shows is checked.
  var linesThatDoNotCount: [Int] {
    let output = printed.joined(separator: "\n")
    return documented.indices.filter { index in
      guard !Self.isElision(documented[index]) else { return false }
      var edited = documented
      edited[index] = Self.withOneCharacterChanged(documented[index])
      return DocOutputComparison(documented: edited, printed: output).matches
    }
  }

  private static func withOneCharacterChanged(_ line: String) -> String {
    guard let last = line.last else { return "x" }
    return String(line.dropLast()) + (last == "x" ? "y" : "x")
  }
}
