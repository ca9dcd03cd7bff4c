/// Manages one screen, like `UIViewController`: it creates its view on first use and is
/// told, in UIKit's order, when it loads, appears and disappears.
@MainActor
open class TextViewController {
  private var loadedView: TextView?
  /// The screen's title, one step of the breadcrumb the navigation stack draws on top; `nil` adds none.
  public var title: String?
  /// Set by the navigation controller that shows this screen.
  public internal(set) weak var navigationController: TextNavigationController?

  /// Creates a screen; its view is not made until first asked for.
  public init() {}

  /// The screen's root view, created by `loadView` and followed by `viewDidLoad` the first
  /// time it is asked for.
  public var view: TextView {
    loadViewIfNeeded()
    return loadedView ?? TextView()
  }

  /// Whether ``view`` has been created yet; asking for it does not create it.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view the first time it is needed, then calls `viewDidLoad`.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = TextView() }
    viewDidLoad()
  }

  /// Replaces the root view; call it from `loadView`.
  public func setView(_ view: TextView) {
    loadedView = view
  }

  /// Creates the root view. Override to build the screen; do not call `super`.
  open func loadView() {
    setView(TextView())
  }

  /// Called once, after `loadView`. The lifecycle follows `UIViewController`'s.
  open func viewDidLoad() {}
  /// Called before the screen becomes the top of the stack.
  open func viewWillAppear() {}
  /// Called after the screen became the top of the stack.
  open func viewDidAppear() {}
  /// Called before another screen covers this one or it is popped.
  open func viewWillDisappear() {}
  /// Called after another screen covered this one or it was popped.
  open func viewDidDisappear() {}

  /// Whether the screen is waiting for data; line mode prints only once it is not.
  open var isBusy: Bool { false }

  /// The table that arrow keys move and Enter opens, if the screen has one.
  open var keyboardTableView: TextTableView? { nil }

  /// The search bar that typing goes to, if the screen has one.
  open var keyboardSearchBar: TextSearchBar? { nil }

  /// Reacts to the user. The default moves the table, types into the search bar and goes
  /// back on Esc (or Backspace in an empty search); returns `false` for what it ignores.
  open func handle(_ action: TextControlAction) -> Bool {
    if let handled = handleTableAction(action) { return handled }
    switch action {
    case .insertText(let text):
      guard let searchBar = keyboardSearchBar else { return false }
      searchBar.becomeFirstResponder()
      searchBar.insertText(text)
    case .focusSearch:
      guard let searchBar = keyboardSearchBar else { return false }
      searchBar.becomeFirstResponder()
    case .replaceSearchText(let text):
      guard let searchBar = keyboardSearchBar else { return false }
      searchBar.replaceText(with: text)
      // A whole query at once: nothing more is being typed to wait for.
      searchBar.submit()
    case .deleteBackward:
      guard keyboardSearchBar?.deleteBackward() == true else { return handle(.back) }
    case .back:
      guard let navigationController, navigationController.topViewController === self,
        navigationController.viewControllers.count > 1
      else { return false }
      navigationController.popViewController()
    default:
      return false
    }
    return true
  }

  /// Why this screen did not do `action`, a command it may have but could not do as asked, in
  /// a few words that line mode prints after the command (`follow 999: there is no row 999 on
  /// this screen.`); `nil` when the screen simply lacks the command, and line mode's help says
  /// which it has. The default covers a row number no row has and episodes on a screen
  /// without any; override to say more.
  open func refusal(of action: TextControlAction) -> String? {
    switch action {
    case .toggleFollow(let number?) where keyboardTableView?.indexPath(forRowNumber: number) == nil:
      "there is no row \(number) on this screen."
    case .toggleFollow(nil): "there is no show on this screen to follow; name a row, as in follow 3."
    case .toggleWatched: "open a show first: this marks an episode of the show on screen."
    default: nil
    }
  }

  private func handleTableAction(_ action: TextControlAction) -> Bool? {
    guard let table = keyboardTableView else { return nil }
    switch action {
    case .moveUp, .moveDown, .pageUp, .pageDown, .moveToTop, .moveToBottom, .activate:
      keyboardSearchBar?.resignFirstResponder()
    default:
      break
    }
    switch action {
    case .moveUp: table.moveSelection(by: -1)
    case .moveDown: table.moveSelection(by: 1)
    case .pageUp: table.pageUp()
    case .pageDown: table.pageDown()
    case .moveToTop: table.selectFirstRow()
    case .moveToBottom: table.selectLastRow()
    case .activate: table.activateSelectedRow()
    case .openRow(let number):
      guard let path = table.indexPath(forRowNumber: number) else { return false }
      table.selectRow(at: path)
      table.activateSelectedRow()
    case .loadMore: table.delegate?.tableViewDidReachEnd(table)
    default: return nil
    }
    return true
  }

  /// Asks the application to draw the screen again soon.
  public func setNeedsDisplay() {
    navigationController?.setNeedsDisplay()
  }
}
