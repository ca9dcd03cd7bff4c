/// The review comments of the migration each rule mechanises, by their IDs in
/// `Stages/REVIEWS.md` (`S2-R3`: step 2, comment 3). The stages' REVIEW.md files name each
/// comment's rule; a test checks this table against the generated `Stages/REVIEWS.md`, so the
/// two cannot drift apart.
package enum ReviewComments {
  /// Every comment, with what became of it.
  package static let tableURL = "https://github.com/tvguide/tvguide/blob/main/Stages/REVIEWS.md"

  package static let byRule: [String: [String]] = [
    "layer-direction": [],
    "class-bound-delegate": ["S2-R1"],
    "weak-delegate": ["S2-R2", "S4-R2", "S6-R6"],
    "strong-self-capture": ["S2-R3", "S3-R4"],
    "view-does-work": ["S2-R5", "S2-R6", "S4-R1"],
    "init-does-work": ["S3-R1", "S6-R6"],
    "router-builds-views": ["S4-R1"],
    "select-passes-model": ["S4-R3"],
  ]

  /// The comments of `rule`, in the order the migration made them.
  package static func ids(for rule: String) -> [String] {
    byRule[rule] ?? []
  }
}
