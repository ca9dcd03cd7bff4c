import SwiftSyntax

/// Showing the next screen: what a view controller does that is the router's.
extension ViewWork {
  /// A screen the view controller (or table helper) creates and shows itself in the same
  /// function: `InfoViewController()` or a storyboard's view controller, then `present`,
  /// `pushViewController`. Choosing and making the next screen is the router's and the
  /// builder's work, however little the screen needs. One that it hands data access to is
  /// already reported as that hand-over.
  static func shownScreen(
    _ node: Syntax, type: ViewLayerBodies, file: SourceFile, context: ReviewContext, handoff: DataHandoff
  ) -> ViewWork? {
    guard type.checksNetwork, !handoff.handsDataToNextScreen, let call = node.as(FunctionCallExprSyntax.self),
      let screen = ShownScreen(call, in: type.name, file: file, context: context)
    else { return nil }
    return ViewWork(
      node,
      message: "\(type.noun) creates \(screen.what) and shows it itself; let the presenter tell its router, "
        + "which asks a builder for the next module, so the view only shows what it is given",
      isFormatting: false, comments: ["S4-R1"], cause: screen.what)
  }
}
