/// One finding per problem: the findings a rule makes for one cause (the statements of one
/// initialiser's work, the uses of one service in one view) become one, at the first of them,
/// with the others as its related locations. Its confidence is the highest of theirs: one sure
/// place makes the problem sure.
enum FindingGroups {
  /// One finding of a group: the causes it shares with others (findings that share any one
  /// are one problem), and what it adds in a few words when it is listed under the first (its
  /// message when `nil`).
  struct Member {
    let keys: [String]
    let finding: Finding
    var note: String?

    init(key: String, finding: Finding, note: String? = nil) {
      self.init(keys: [key], finding: finding, note: note)
    }

    init(keys: [String], finding: Finding, note: String? = nil) {
      self.keys = keys
      self.finding = finding
      self.note = note
    }
  }

  static func merge(_ members: [Member]) -> [Finding] {
    // Union-find over the members: two that share a key are one problem.
    var parent = Array(members.indices)
    func root(_ index: Int) -> Int {
      var index = index
      while parent[index] != index {
        parent[index] = parent[parent[index]]
        index = parent[index]
      }
      return index
    }
    var firstWithKey: [String: Int] = [:]
    for (index, member) in members.enumerated() {
      for key in member.keys {
        if let other = firstWithKey[key] {
          parent[root(index)] = root(other)
        } else {
          firstWithKey[key] = index
        }
      }
    }
    var order: [Int] = []
    var groups: [Int: [Member]] = [:]
    for (index, member) in members.enumerated() {
      let group = root(index)
      if groups[group] == nil { order.append(group) }
      groups[group, default: []].append(member)
    }
    return order.compactMap { group in
      let sorted = (groups[group] ?? []).sorted {
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
