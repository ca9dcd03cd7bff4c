import Foundation
import TVGuideTestSupport

/// The package's executables under the names the docs type, in a folder put first on the
/// examples' `PATH`: `tvguide` in an example is the binary this test run built.
enum DocExampleTools {
  /// Every executable product; `swift run NAME` in a doc means the built NAME.
  static let names = [
    "tvguide", "tvguide-review", "stage1-mvc", "stage2-mvp", "stage3-interactor", "stage4-router",
    "stage5-seasons", "stage6-search", "stage-mvvm", "stage-mvi",
  ]

  /// Links named as the products, beside them in the build folder (made again on each run),
  /// so a program sees the name typed.
  static let folder: URL = {
    let folder = PackageLayout.productsFolder.appendingPathComponent("doc-example-tools")
    let files = FileManager.default
    try? files.removeItem(at: folder)
    try! files.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in names {
      try! files.createSymbolicLink(
        at: folder.appendingPathComponent(name), withDestinationURL: PackageLayout.executable(name))
    }
    return folder
  }()

  /// The build folder of the package in `Examples/`, when this run is given one.
  static let examplesBuild: String? = ProcessInfo.processInfo.environment["TVGUIDE_EXAMPLES_BUILD"]
    .flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, relativeTo: PackageLayout.root).path }

  /// `swift run NAME …` as the command it stands for, `NAME …` (the Examples package's NAME
  /// for `swift run --package-path Examples NAME`).
  static func withoutSwiftRun(_ command: String) -> String {
    let examples = examplesBuild.map {
      command.replacingOccurrences(of: "swift run --package-path Examples ", with: "\($0)/")
    }
    return names.sorted { $0.count > $1.count }.reduce(examples ?? command) { text, name in
      text.replacingOccurrences(of: "swift run \(name)", with: name)
    }
  }
}
