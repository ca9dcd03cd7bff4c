import TVGuideReviewKit
import TeamRules

// `tvguide-review --team-rules` runs this program (`team_rules` in the repository's
// .tvguide-review.yml) and reports what it prints as findings, in every format.
TeamRuleRunner.main(TeamRules.all)
