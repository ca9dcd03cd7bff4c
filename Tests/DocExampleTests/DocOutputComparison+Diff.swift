extension DocOutputComparison {
  /// How many agreeing lines a diff keeps around each difference.
  static let context = 3

  /// The alignment as a diff for a failure message: `-` a documented line that was not
  /// printed, `+` a printed line that is not documented, `…` what an elision stood for; long
  /// runs of agreeing lines are cut to their ends.
  var diff: String {
    var lines = ["--- documented", "+++ printed"]
    let changed = rows.indices.filter { index in
      if case .missing = rows[index] { return true }
      if case .extra = rows[index] { return true }
      return false
    }
    var skipped = 0
    for (index, row) in rows.enumerated() {
      let isNear = changed.contains { abs($0 - index) <= Self.context }
      guard isNear else {
        skipped += 1
        continue
      }
      if skipped > 0 {
        lines.append("  ⋮ (\(skipped) agreeing lines)")
        skipped = 0
      }
      lines.append(Self.text(of: row))
    }
    if skipped > 0 { lines.append("  ⋮ (\(skipped) agreeing lines)") }
    return lines.joined(separator: "\n")
  }

  private static func text(of row: Row) -> String {
    switch row {
    case .same(let line): "  " + line
    case .elided(let lines): "  … (\(lines.count) printed lines)"
    case .missing(let line): "- " + line
    case .extra(let line): "+ " + line
    }
  }
}
