/// A stack of screens, like `UINavigationController`: the top one is shown, push and pop
/// call the appearance methods in UIKit's order, and a popped screen is released.
@MainActor
public final class TextNavigationController {
  /// The stack's screens, the root first and the one on screen last.
  public private(set) var viewControllers: [TextViewController]
  /// Called when any screen in the stack wants to be drawn again.
  public var onNeedsDisplay: (() -> Void)?
  /// Whether the stack is on screen; the root appears only once the application shows it.
  public private(set) var isVisible = false

  /// Holds the root screen without loading it: like UIKit, the root loads and appears when
  /// the stack is first shown (`makeVisible`), not when the stack is created.
  public init(rootViewController: TextViewController) {
    viewControllers = [rootViewController]
  }

  /// Puts the stack on screen: the top screen loads if needed and is told it appears.
  /// Calling it again does nothing.
  public func makeVisible() {
    guard !isVisible, let top = topViewController else { return }
    isVisible = true
    top.navigationController = self
    top.loadViewIfNeeded()
    top.viewWillAppear()
    top.viewDidAppear()
    setNeedsDisplay()
  }

  /// The screen on screen: the last one pushed, or the root.
  public var topViewController: TextViewController? { viewControllers.last }

  /// Shows `viewController` on top of the stack.
  public func push(_ viewController: TextViewController) {
    let previous = topViewController
    viewController.navigationController = self
    viewController.loadViewIfNeeded()
    previous?.viewWillDisappear()
    viewController.viewWillAppear()
    viewControllers.append(viewController)
    previous?.viewDidDisappear()
    viewController.viewDidAppear()
    setNeedsDisplay()
  }

  /// Pops the top screen, never the root; returns the popped screen.
  @discardableResult
  public func popViewController() -> TextViewController? {
    guard viewControllers.count > 1, let popped = viewControllers.popLast() else { return nil }
    let revealed = topViewController
    popped.viewWillDisappear()
    revealed?.viewWillAppear()
    popped.viewDidDisappear()
    revealed?.viewDidAppear()
    popped.navigationController = nil
    setNeedsDisplay()
    return popped
  }

  /// The title bar and the top screen, fitted to `width` and, when given, `height`.
  public func render(width: Int, height: Int?) -> [TextLine] {
    guard let top = topViewController else { return [] }
    let breadcrumb = viewControllers.compactMap(\.title).joined(separator: " › ")
    let header =
      breadcrumb.isEmpty ? [] : [TextLine(breadcrumb, style: [.bold, .accent]).fitted(toWidth: width)]
    let body = top.view.render(width: width, height: height.map { max(0, $0 - header.count) })
    return header + body
  }

  func setNeedsDisplay() {
    onNeedsDisplay?()
  }
}
