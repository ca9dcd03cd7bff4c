/// What the platform's classes and protocols tell about a type that inherits or adopts them.
enum FrameworkTypes {
  private static let viewControllers: Set = [
    "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
    "UITabBarController", "UIPageViewController", "UISplitViewController", "UIHostingController",
    "UIAlertController", "UISearchController", "UIInputViewController", "UIReferenceLibraryViewController",
    "UIImagePickerController", "UIVideoEditorController", "NSViewController", "NSWindowController",
    "NSTabViewController", "NSSplitViewController", "AVPlayerViewController", "SFSafariViewController",
    "PHPickerViewController", "MFMailComposeViewController", "MFMessageComposeViewController",
    "UIActivityViewController", "UIDocumentPickerViewController", "CNContactViewController",
    "QLPreviewController",
    "ASViewController", "ASDKViewController",
  ]

  private static let views: Set = [
    "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIStackView", "UIScrollView", "UITableView",
    "UICollectionView", "UITextField", "UITextView", "UISwitch", "UISlider", "UISegmentedControl",
    "UIRefreshControl", "UIPageControl", "UISearchBar", "UIToolbar", "UINavigationBar", "UITabBar",
    "UIVisualEffectView", "UIWindow", "UITableViewHeaderFooterView", "UICollectionReusableView",
    "UIPickerView",
    "UIDatePicker", "UIProgressView", "UIActivityIndicatorView", "MKMapView", "MKAnnotationView",
    "MKMarkerAnnotationView", "SKView", "SCNView", "ARSCNView", "WKWebView", "NSView", "NSControl",
    "NSButton", "NSTextField", "NSTableView", "NSCollectionView", "ASDisplayNode", "ASCellNode",
  ]

  private static let cells: Set = [
    "UITableViewCell", "UICollectionViewCell", "NSTableCellView", "ASCellNode",
  ]

  private static let displayHelpers: Set = [
    "UITableViewDiffableDataSource", "UICollectionViewDiffableDataSource", "NSTableViewDiffableDataSource",
    "NSCollectionViewDiffableDataSource", "RxTableViewSectionedReloadDataSource",
    "RxTableViewSectionedAnimatedDataSource", "RxCollectionViewSectionedReloadDataSource",
    "RxCollectionViewSectionedAnimatedDataSource",
  ]

  /// Protocols a table or collection helper adopts. A view controller adopts them too, but
  /// its base class outweighs them.
  private static let displayProtocols: Set = [
    "UITableViewDataSource", "UITableViewDelegate", "UICollectionViewDataSource", "UICollectionViewDelegate",
    "UICollectionViewDelegateFlowLayout", "UITableViewDataSourcePrefetching",
    "UICollectionViewDataSourcePrefetching", "UIPickerViewDataSource", "UIPickerViewDelegate",
    "NSTableViewDataSource", "NSTableViewDelegate", "NSCollectionViewDataSource", "NSCollectionViewDelegate",
    "ListAdapterDataSource", "ASTableDataSource", "ASTableDelegate", "ASCollectionDataSource",
    "ASCollectionDelegate",
  ]

  /// Whether `name` is one of the platform classes above (a superclass, never a protocol).
  static func isPlatformClass(_ name: String) -> Bool {
    viewControllers.contains(name) || views.contains(name) || cells.contains(name)
      || displayHelpers.contains(name)
  }

  /// The role a platform class gives its subclasses.
  static func role(ofClass name: String) -> Role? {
    // A Core Data managed object is a record: its generated `fetchRequest()` builds a
    // request, only a context runs one.
    if name == "NSManagedObject" { return .entity }
    // Realm's records.
    if name == "Object" || name == "EmbeddedObject" { return .entity }
    if cells.contains(name) { return .cell }
    if displayHelpers.contains(name) { return .displayHelper }
    if viewControllers.contains(name) { return .viewController }
    if views.contains(name) { return .view }
    guard isPlatformName(name) else { return nil }
    if name.hasSuffix("ViewController") { return .viewController }
    if name.hasSuffix("Cell") { return .cell }
    if name.hasSuffix("View") { return .view }
    return nil
  }

  /// The application's delegates and SwiftUI's `App`: the app layer.
  private static let applicationProtocols: Set = [
    "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "NSApplicationDelegate", "App",
  ]

  /// SwiftUI's views, their modifiers and styles, and the wrappers that bring UIKit's into
  /// SwiftUI.
  private static let swiftUIViews: Set = [
    "View", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "ViewModifier",
    "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "TextFieldStyle", "Shape",
    "InsettableShape",
  ]

  /// Delegates of navigation that coordinators and routers adopt as often as screens do.
  private static let navigationDelegates: Set = [
    "UINavigationControllerDelegate", "UITabBarControllerDelegate",
    "UIAdaptivePresentationControllerDelegate",
    "UIViewControllerTransitioningDelegate", "UIPopoverPresentationControllerDelegate",
    "UISplitViewControllerDelegate",
  ]

  /// The role a platform protocol gives its adopters.
  static func role(ofProtocol name: String) -> Role? {
    if displayProtocols.contains(name) { return .displayHelper }
    if applicationProtocols.contains(name) { return .app }
    if swiftUIViews.contains(name) { return .view }
    // What SwiftUI observes is the state a view shows: a view model (or a presenter).
    if name == "ObservableObject" { return .viewModel }
    // A UIKit, MapKit or WebKit protocol (a text field's delegate, a transition's animator)
    // is adopted by what serves a screen; the navigation delegates, by whoever navigates too.
    if ["UI", "MK", "WK"].contains(where: name.hasPrefix), name.dropFirst(2).first?.isUppercase == true,
      !navigationDelegates.contains(name)
    {
      return .view
    }
    // RxFlow's navigation unit.
    if name == "Flow" { return .coordinator }
    return nil
  }

  /// `UI…`, `NS…`, `MK…`: prefixes of Apple's frameworks, which a project rarely uses.
  private static func isPlatformName(_ name: String) -> Bool {
    ["UI", "NS", "MK", "SK", "AV", "WK", "AR", "SCN", "MF", "SF", "PH", "CN", "QL"].contains { prefix in
      name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
    }
  }
}

extension FrameworkTypes {
  /// UIKit's containers and alerts and the system's ready-made screens: no module to build, so
  /// creating one is not assembling a module. So are the bare base classes: `UIViewController()`
  /// itself is a placeholder (a fallback when a weak screen is gone) or a host, no module's screen.
  static func isSystemScreen(_ name: String) -> Bool {
    [
      "UIViewController", "UITableViewController", "UICollectionViewController",
      "UINavigationController", "UITabBarController", "UIHostingController", "UISplitViewController",
      "UIAlertController", "UISearchController", "UIDocumentPickerViewController",
      "MFMailComposeViewController",
      "MFMessageComposeViewController", "SFSafariViewController", "UIActivityViewController",
      "UIImagePickerController", "PHPickerViewController", "CNContactViewController",
      "UIReferenceLibraryViewController", "QLPreviewController", "AVPlayerViewController",
      "UIPageViewController",
    ].contains(name)
  }
}
