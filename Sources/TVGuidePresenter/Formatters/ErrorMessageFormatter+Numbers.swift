/// The numbers an error message quotes, written as a sentence writes them.
extension ErrorMessageFormatter {
  /// `10,000`: thousands grouped with commas whatever the locale, as the docs write them.
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number.magnitude))
    var grouped = number < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return grouped
  }

  /// `its seasons are 1 to 8`, `its seasons are 1, 3 and 7`: a show's seasons in a sentence.
  static func seasonList(_ available: [Int]) -> String {
    // Sorted and without repeats: a list in any order must not make `first...last` trap.
    let seasons = Set(available).sorted()
    guard let first = seasons.first, let last = seasons.last else { return "it has no episodes" }
    if seasons.count == 1 { return "its only season is \(first)" }
    if seasons.count > 2, Self.isUnbroken(from: first, to: last, count: seasons.count) {
      return "its seasons are \(first) to \(last)"
    }
    let listed = seasons.dropLast().map(String.init).joined(separator: ", ")
    return "its seasons are \(listed) and \(last)"
  }

  /// Whether `count` distinct numbers from `first` to `last` are every number between them.
  /// Season numbers come from data, `Int.min` and `Int.max` included, so the span between
  /// them is worked out without overflow.
  private static func isUnbroken(from first: Int, to last: Int, count: Int) -> Bool {
    let (span, overflow) = last.subtractingReportingOverflow(first)
    return !overflow && span == count - 1
  }
}
