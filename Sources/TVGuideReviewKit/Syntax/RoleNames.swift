/// The naming conventions of the migration that tell what part a type or property plays.
enum RoleNames {
  /// Protocols an object uses to talk back to its owner, which it must be able to hold `weak`.
  static func isCallbackProtocol(_ name: String) -> Bool {
    ["Delegate", "Output", "ViewInput", "ViewInputProtocol", "ViewProtocol", "ViewInterface", "View"].contains
    {
      name.hasSuffix($0)
    }
  }

  /// UIKit's and SwiftUI's view controllers whose names do not end in `ViewController`.
  private static let controllerClasses: Set = [
    "UITabBarController", "UINavigationController", "UIHostingController", "UISplitViewController",
    "UIAlertController", "UISearchController", "UIDocumentPickerViewController",
  ]

  /// The system's ready-made screens: no module to build, so a router may make them.
  private static let systemScreens: Set = [
    "MFMailComposeViewController", "MFMessageComposeViewController", "SFSafariViewController",
    "UIActivityViewController", "UIImagePickerController", "UIDocumentPickerViewController",
    "PHPickerViewController", "CNContactViewController", "UIReferenceLibraryViewController",
  ]

  /// UIKit's own controllers and system screens: a router may make a navigation controller,
  /// an alert or a mail composer to show what a builder made.
  static func isSystemController(_ name: String) -> Bool {
    controllerClasses.contains(name) || systemScreens.contains(name)
  }

  static func isViewController(_ name: String) -> Bool {
    name.hasSuffix("ViewController") || controllerClasses.contains(name)
  }
  static func isPresenter(_ name: String) -> Bool { name.hasSuffix("Presenter") }
  static func isRouter(_ name: String) -> Bool { name.hasSuffix("Router") || name.hasSuffix("Wireframe") }
  static func isInteractor(_ name: String) -> Bool { name.hasSuffix("Interactor") }

  /// A property or type that is a delegate, whoever holds it.
  static func isDelegate(property: String, type: String?) -> Bool {
    property.lowercased().hasSuffix("delegate") || type?.hasSuffix("Delegate") == true
  }

  /// A property name that says it points back at whoever owns the object.
  static func isBackReference(_ property: String) -> Bool {
    ["view", "viewController", "userInterface", "output"].contains(property)
      || property.lowercased().hasSuffix("delegate")
  }

  /// A presenter's reference to its view.
  static func isView(property: String, type: String?) -> Bool {
    ["view", "viewController", "userInterface"].contains(property)
      || ["View", "ViewInput", "ViewProtocol", "ViewInterface", "ViewController"].contains {
        type?.hasSuffix($0) == true
      }
  }

  /// A router's reference to the screen it navigates from. A navigation controller is left
  /// out: an app's root router may own the navigation it drives.
  static func isScreen(property: String, type: String?) -> Bool {
    ["view", "viewController"].contains(property)
      || ["ViewController", "ViewInput"].contains { type?.hasSuffix($0) == true }
  }

  /// A router's reference to the presenter that owns it.
  static func isRoutersPresenter(property: String, type: String?) -> Bool {
    property == "presenter"
      || type.map { $0.hasSuffix("Presenter") || $0.hasSuffix("PresenterProtocol") } == true
  }

  /// An interactor's reference to the presenter that receives its results.
  static func isInteractorOutput(property: String, type: String?) -> Bool {
    ["output", "presenter"].contains(property)
      || ["Output", "Presenter"].contains { type?.hasSuffix($0) == true }
  }

  /// Types a view must not reach: the network, files, parsers and data sources by name.
  static func isDataAccess(_ name: String) -> Bool {
    let exact: Set = [
      "URLSession", "URLRequest", "AF", "Alamofire", "SessionManager", "JSONDecoder", "JSONSerialization",
      "FileManager",
    ]
    return exact.contains(name) || ["Service", "Client", "Repository", "API"].contains { name.hasSuffix($0) }
      || isDataManager(name)
  }

  /// Words that make a `…Manager` one that fetches or stores data.
  private static let dataWords: Set<String> = [
    "Network", "Networking", "Data", "API", "Api", "HTTP", "Http", "Web", "Request", "Download", "Upload",
    "Server", "Remote", "Sync", "Fetch", "Persistence", "Persistent", "Storage", "Store", "Database", "DB",
    "Cache", "File",
  ]

  /// `NetworkManager`, `CoreDataManager`, `APIManager`: a manager whose name says it handles
  /// data. Other managers (`UndoManager`, a focus or layout manager) are a screen's business.
  private static func isDataManager(_ name: String) -> Bool {
    guard name.hasSuffix("Manager") else { return false }
    return words(in: name.dropLast("Manager".count)).contains { dataWords.contains(String($0)) }
  }

  /// The words of a camel-case name: `CoreData` → `Core`, `Data`; `APIShows` → `API`, `Shows`.
  private static func words(in name: Substring) -> [Substring] {
    let characters = Array(name.indices)
    var words: [Substring] = []
    var start = name.startIndex
    for (offset, index) in characters.enumerated() where offset > 0 && name[index].isUppercase {
      let previous = name[characters[offset - 1]]
      let next = offset + 1 < characters.count ? name[characters[offset + 1]] : nil
      if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
        words.append(name[start..<index])
        start = index
      }
    }
    if start < name.endIndex { words.append(name[start...]) }
    return words
  }

  /// Protocol names of data sources (`ShowDataSource`) once they are known not to be
  /// class-bound: a table view's class-bound data source is a view helper, not data access.
  static func isDataSourceProtocol(_ name: String) -> Bool {
    ["DataSource", "Repository", "Service", "Client"].contains { name.hasSuffix($0) }
  }

  /// Types that format dates, numbers and strings, or clean up text for display
  /// (`TerminalTextSanitizer`): string handling the view should find already done.
  static func isFormatter(_ name: String) -> Bool {
    name.hasSuffix("Formatter") || name.hasSuffix("Sanitizer") || name == "Calendar"
  }
}
