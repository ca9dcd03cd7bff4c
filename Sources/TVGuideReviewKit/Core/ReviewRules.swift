/// The rules `tvguide-review` runs, in the order the migration learned them.
package enum ReviewRules {
  package static let all: [any ReviewRule] = [
    LayerDirectionRule(),
    ViewDoesWorkRule(),
    ClassBoundDelegateRule(),
    WeakDelegateRule(),
    StrongSelfCaptureRule(),
    InitDoesWorkRule(),
    RouterBuildsViewsRule(),
    SelectPassesModelRule(),
  ]
}
