/// The platform's and common libraries' types and properties through which code reaches
/// data: the network, databases, files, the device's services and SDKs.
enum DataAPIs {
  private static let types: [String: DataKind] = {
    var kinds: [String: DataKind] = [:]
    for name in [
      "URLSession", "AF", "Alamofire", "SessionManager", "MoyaProvider", "NWConnection",
      "NWPathMonitor", "Firestore", "ApolloClient", "Reachability",
    ] { kinds[name] = .network }
    for name in [
      "NSManagedObjectContext", "NSPersistentContainer", "NSPersistentCloudKitContainer", "NSFetchRequest",
      "NSEntityDescription", "NSBatchDeleteRequest", "NSFetchedResultsController", "Realm", "RLMRealm",
      "FMDatabase", "FMDatabaseQueue", "DatabaseQueue", "DatabasePool", "KeychainWrapper", "KeychainSwift",
      "Keychain", "CKContainer", "CKDatabase", "NSUbiquitousKeyValueStore", "UserDefaults",
      // SwiftUI's `@FetchRequest` runs a Core Data query for the view that declares it.
      "FetchRequest", "SectionedFetchRequest",
    ] { kinds[name] = .persistence }
    kinds["FileManager"] = .files
    for name in [
      "CLLocationManager", "CLGeocoder", "CMMotionManager", "CMPedometer", "CMAltimeter", "AVCaptureSession",
      "AVCaptureDevice", "CBCentralManager", "CBPeripheralManager", "HKHealthStore", "EKEventStore",
      "CNContactStore", "PHPhotoLibrary", "PHImageManager", "LAContext", "SFSpeechRecognizer",
    ] { kinds[name] = .device }
    for name in [
      "FirebaseApp", "Fabric", "Crashlytics", "GMSServices", "GMSPlacesClient", "Mixpanel", "Amplitude",
      "OneSignal", "AppCenter", "Branch", "Adjust", "AppsFlyerLib", "Purchases", "GIDSignIn",
    ] { kinds[name] = .sdk }
    return kinds
  }()

  /// Properties whose use reaches a database: `persistentContainer.viewContext`,
  /// `appDelegate.managedObjectContext`.
  private static let members: [String: DataKind] = [
    "viewContext": .persistence, "managedObjectContext": .persistence, "persistentContainer": .persistence,
    "persistentStoreCoordinator": .persistence, "newBackgroundContext": .persistence,
  ]

  /// Static calls of Firebase that reach its database: `Database.database()`, `Storage.storage()`.
  private static let entryPoints: [String: DataKind] = [
    "Database.database": .network, "Storage.storage": .network, "Auth.auth": .network,
    "Functions.functions": .network, "Messaging.messaging": .sdk, "Analytics.logEvent": .sdk,
  ]

  static func kind(ofType name: String) -> DataKind? { types[name] }

  /// A type that builds requests or their queries without sending them: a type whose code builds them works for
  /// the data layer, but a screen that loads a page in its web view with a `URLRequest` reaches
  /// no data. (Decoding JSON is no sign at all: values decode themselves.)
  static func buildsRequests(_ name: String) -> Bool {
    ["URLRequest", "URLComponents", "URLQueryItem"].contains(name)
  }

  static func kind(ofMember name: String) -> DataKind? { members[name] }

  /// `Database.database` for `Database.database()`.
  static func kind(ofStaticCall typeName: String, _ member: String) -> DataKind? {
    entryPoints["\(typeName).\(member)"]
  }
}
