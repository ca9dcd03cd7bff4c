import Foundation

/// Paths inside this repository, for tests that read sources or run the built binaries.
public enum PackageLayout {
  /// The package root, found from this file's location.
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TVGuideTestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The folder `swift build` put the products in (the one holding the test bundle).
  public static var productsFolder: URL {
    Bundle.main.bundleURL.pathExtension == "xctest"
      ? Bundle.main.bundleURL.deletingLastPathComponent() : Bundle.main.bundleURL
  }

  /// A built executable of this package, such as `tvguide`.
  public static func executable(_ name: String) -> URL {
    productsFolder.appendingPathComponent(name)
  }
}
