import TVGuideReviewKit

/// The team's two architecture rules, written once: `TeamRulesTests` checks them on the
/// stages, and the `team-rules` program runs them for `tvguide-review --team-rules`.
public enum TeamRules {
  /// Every screen has a presenter that decides and a router that navigates.
  public static let screensHaveAPresenterAndARouter = TeamRule(
    "screen-has-presenter-and-router", "a screen module has a presenter and a router",
    subjects: { $0.modules.filter(\.isScreen) }, where: { $0.has(.presenter) && $0.has(.router) })

  /// A view controller draws: it never reaches a data service, and never makes another screen.
  public static let viewControllersOnlyDraw = TeamRule(
    "view-controller-only-draws", "a view controller never calls a data service or creates a screen",
    subjects: { $0.types(withRole: .viewController) },
    where: { !$0.calls(role: .dataService) && !$0.creates(role: .viewController) })

  /// Both, in the order they are reported.
  public static let all = [screensHaveAPresenterAndARouter, viewControllersOnlyDraw]
}
