/// One finding per problem: the findings a rule makes for one cause (the statements of one
/// initialiser's work, the uses of one service in one view) become one, at the first of them,
/// with the others as its related locations. Its confidence is the highest of theirs: one sure
/// place makes the problem sure.
enum FindingGroups {
  /// One finding of a group: the cause it shares with the others, and what it adds in a few
  /// words when it is listed under the first (its message when `nil`).
  struct Member {
    let key: String
    let finding: Finding
    var note: String?
  }

  static func merge(_ members: [Member]) -> [Finding] {
    var order: [String] = []
    var groups: [String: [Member]] = [:]
    for member in members {
      if groups[member.key] == nil { order.append(member.key) }
      groups[member.key, default: []].append(member)
    }
    return order.compactMap { key in
      let sorted = (groups[key] ?? []).sorted {
        ($0.finding.line, $0.finding.column) < ($1.finding.line, $1.finding.column)
      }
      guard var first = sorted.first?.finding else { return nil }
      let others = sorted.dropFirst()
      first.confidence = sorted.map(\.finding.confidence).max() ?? first.confidence
      first.related += others.flatMap { member in
        var place = member.finding.asRelatedLocation
        place.message = member.note ?? place.message
        return [place] + member.finding.related
      }
      return first
    }
  }
}
