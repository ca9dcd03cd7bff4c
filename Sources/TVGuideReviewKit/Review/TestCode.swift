/// Test code: the files of test targets and folders (`AppTests/`, `AppUITests/`, `Specs/`,
/// `Mocks/`) and files that import a test framework. Its doubles and specs are no layer of the
/// app and keep nothing alive in it, so by default it is neither reviewed nor indexed.
enum TestCode {
  private static let frameworks: Set = ["XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting"]
  private static let folderNames: Set = ["Specs", "Spec", "Mocks", "Mock", "Stubs", "Fakes"]

  /// Whether a folder of `relativePath` (from the project root) is a test folder.
  static func isInTestFolder(_ relativePath: String) -> Bool {
    relativePath.split(separator: "/").dropLast().contains { folder in
      folder.contains("Tests") || folder.hasSuffix("Test") || folderNames.contains(String(folder))
    }
  }

  /// Whether `file` imports a test framework.
  static func importsTestFramework(_ file: SourceFile) -> Bool {
    ImportScanner.imports(in: file.syntax).contains { frameworks.contains($0.module) }
  }
}
