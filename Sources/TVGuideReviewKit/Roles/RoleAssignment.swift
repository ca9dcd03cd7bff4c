/// The role inferred for one type, with every reason that was weighed.
package struct RoleAssignment: Sendable {
  package var typeName: String
  package var module: String?
  package var role: Role
  /// All the evidence, strongest first; some of it may point at another role.
  package var evidence: [RoleEvidence]

  /// Tallies the evidence: the role with the most weight wins, ties going to the strongest
  /// single piece of evidence.
  init(typeName: String, module: String?, evidence: [RoleEvidence]) {
    self.typeName = typeName
    self.module = module
    // Sorted by kind, then as given, so that equal kinds keep the order they were found in.
    let sorted = evidence.enumerated().sorted {
      $0.element.source != $1.element.source ? $0.element.source < $1.element.source : $0.offset < $1.offset
    }.map(\.element)
    self.evidence = sorted
    // Each kind of evidence counts once per role: three table protocols say "table helper"
    // no louder than one, and a base class still outweighs them.
    var weights: [Role: Int] = [:]
    for item in Set(sorted.map { SourcedRole(role: $0.role, source: $0.source) }) {
      weights[item.role, default: 0] += item.source.weight
    }
    // Evidence that weighs nothing (words the code overrules) decides nothing. A tie the
    // strongest piece cannot break (two adopted protocols of different roles) goes to the role
    // found first, never to the dictionary's order, which changes from run to run.
    let best = weights.filter { $0.value > 0 }.max { left, right in
      left.value != right.value
        ? left.value < right.value
        : Self.rank(left.key, in: sorted) > Self.rank(right.key, in: sorted)
    }
    role = best?.key ?? .unknown
    // Weak deeds (only holding values, reaching data through another type of the project) count
    // as one more word, not as proof.
    let backing = sorted.filter { $0.role == role && $0.source != .overruled }
    let direct: Set<RoleEvidence.Source> = [
      .configuration, .baseClass, .conformance, .connection, .behaviour,
    ]
    let proven = backing.contains { item in
      direct.contains(item.source)
        && !(item.source == .behaviour
          && (item.reason == BehaviourEvidence.storedValues
            || item.reason.contains(BehaviourEvidence.reachesThroughProject)
            || item.reason.hasPrefix(BehaviourEvidence.navigates)))
    }
    certainty = role != .unknown && (proven || Set(backing.map(\.source)).count >= 2) ? .high : .medium
  }

  /// How sure the role is: `high` when something the type is or does backs it (the
  /// configuration, its base class, a protocol it adopts, what its code does), or two kinds of
  /// words agree (its name and its folder, its name and how it is held); `medium` on one word
  /// alone.
  package private(set) var certainty: Confidence = .medium

  /// Where the strongest evidence for `role` stands in `evidence` (sorted strongest first):
  /// lower ranks first, unique per role.
  private static func rank(_ role: Role, in evidence: [RoleEvidence]) -> Int {
    evidence.firstIndex { $0.role == role } ?? Int.max
  }

  /// `HomePresenter: presenter (name ends in "Presenter"; in folder "Presenter")`, with the
  /// evidence for other roles after `but`.
  package var explanation: String {
    let agreeing = evidence.filter { $0.role == role }.map(\.reason)
    let other = evidence.filter { $0.role != role }.map { "\($0.reason) → \($0.role.rawValue)" }
    var text = "\(typeName): \(role.rawValue)"
    if !agreeing.isEmpty { text += " (\(agreeing.joined(separator: "; ")))" }
    if !other.isEmpty { text += "; outweighed: \(other.joined(separator: "; "))" }
    if evidence.isEmpty { text += " (nothing tells)" }
    return text
  }
}

/// A role with the kind of evidence for it, counted once.
private struct SourcedRole: Hashable {
  let role: Role
  let source: RoleEvidence.Source
}
