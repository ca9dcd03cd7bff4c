/// The output a text shows for a command against the output it printed, line by line: a
/// documented line holding only `…` stands for any run of printed lines (none included),
/// every other line must be printed as written. Blank lines at the end of either are left out,
/// so the commands of a block can be spaced apart.
struct DocOutputComparison {
  /// One line of the alignment of the two outputs.
  enum Row: Equatable {
    case same(String)
    /// Printed lines a `…` stands for.
    case elided([String])
    /// Documented, not printed.
    case missing(String)
    /// Printed, not documented.
    case extra(String)
  }

  let documented: [String]
  let printed: [String]
  /// The alignment with the fewest missing and extra lines.
  let rows: [Row]

  init(documented: [String], printed: String) {
    self.documented = Self.withoutTrailingBlankLines(documented)
    var lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if printed.hasSuffix("\n") { lines.removeLast() }
    self.printed = Self.withoutTrailingBlankLines(lines)
    rows = Self.align(self.documented, self.printed)
  }

  var matches: Bool {
    rows.allSatisfy {
      switch $0 {
      case .same, .elided: true
      case .missing, .extra: false
      }
    }
  }

  static func isElision(_ line: String) -> Bool {
    line.trimmingCharacters(in: .whitespaces) == "…"
  }

  private static func withoutTrailingBlankLines(_ lines: [String]) -> [String] {
    var lines = lines
    while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
    return lines
  }

  /// Edit distance over lines, where a `…` swallows printed lines for free; then the path back.
  private static func align(_ documented: [String], _ printed: [String]) -> [Row] {
    let width = printed.count + 1
    var cost = [Int](repeating: 0, count: (documented.count + 1) * width)
    func at(_ i: Int, _ j: Int) -> Int { cost[i * width + j] }
    for i in stride(from: documented.count, through: 0, by: -1) {
      for j in stride(from: printed.count, through: 0, by: -1) {
        cost[i * width + j] =
          if i == documented.count {
            printed.count - j
          } else if isElision(documented[i]) {
            min(at(i + 1, j), j < printed.count ? at(i, j + 1) : .max)
          } else {
            min(
              j < printed.count && documented[i] == printed[j] ? at(i + 1, j + 1) : .max,
              1 + at(i + 1, j), j < printed.count ? 1 + at(i, j + 1) : .max)
          }
      }
    }
    var rows: [Row] = []
    var (i, j) = (0, 0)
    while i < documented.count || j < printed.count {
      if i == documented.count {
        rows.append(.extra(printed[j]))
        j += 1
      } else if isElision(documented[i]) {
        var swallowed: [String] = []
        while j < printed.count, at(i, j + 1) <= at(i + 1, j) {
          swallowed.append(printed[j])
          j += 1
        }
        rows.append(.elided(swallowed))
        i += 1
      } else if j < printed.count, documented[i] == printed[j], at(i, j) == at(i + 1, j + 1) {
        rows.append(.same(printed[j]))
        (i, j) = (i + 1, j + 1)
      } else if at(i, j) == 1 + at(i + 1, j) {
        rows.append(.missing(documented[i]))
        i += 1
      } else {
        rows.append(.extra(printed[j]))
        j += 1
      }
    }
    return rows
  }
}
