import Foundation
import TVGuideReviewKit
import TVGuideTestSupport
import Testing

/// Every module a target imports is declared for it in `Package.swift` (or ships with the
/// toolchain), so the manifest says what each layer uses.
@Suite struct DeclaredImportTests {
  @Test func everyTargetImportsOnlyWhatPackageSwiftDeclaresForIt() throws {
    let text = try String(
      contentsOf: PackageLayout.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let manifest = PackageManifest(file: SourceFile(path: "Package.swift", source: text))
    // The manifest was read: the app's layers, its tests and the stages are all targets.
    #expect(manifest.targets.count > 50)
    var undeclared: [String] = []
    var filesRead = 0
    for target in manifest.targets {
      let sources = try DeclaredImports.sources(of: target, root: PackageLayout.root)
      filesRead += sources.count
      undeclared += DeclaredImports.undeclared(in: target, sources: sources)
    }
    #expect(filesRead > 500)
    #expect(undeclared.isEmpty, "\(undeclared.joined(separator: "\n"))")
  }

  /// The builder reaching the entities through the presenter it declares is what SwiftPM's
  /// check lets through and this one does not; strings and comments naming a module are no import.
  @Test func anImportThroughAnotherDependencyIsUndeclared() throws {
    let manifest = PackageManifest(
      file: SourceFile(
        path: "Package.swift",
        source: """
          let package = Package(
            name: "P",
            targets: [
              .target(name: "TVGuideBuilder", dependencies: ["TVGuidePresenter", .product(name: "Plot", package: "Plot")]),
              .testTarget(name: "Stage1MVCTests", dependencies: ["stage1-mvc"]),
            ]
          )
          """))
    let builder = try #require(manifest.targets.first)
    let source = """
      import Foundation
      import Plot
      import TVGuidePresenter
      import TVGuideEntity
      @testable import TextUIKit
      // import NIOCore
      let text = "import NIOCore"
      """
    #expect(
      DeclaredImports.undeclared(in: builder, sources: ["Sources/TVGuideBuilder/A.swift": source]) == [
        "Sources/TVGuideBuilder/A.swift imports TVGuideEntity, which TVGuideBuilder does not declare in Package.swift",
        "Sources/TVGuideBuilder/A.swift imports TextUIKit, which TVGuideBuilder does not declare in Package.swift",
      ])
    let stageTests = manifest.targets[1]
    #expect(
      DeclaredImports.undeclared(
        in: stageTests,
        sources: ["Tests/Stage1MVCTests/A.swift": "@testable import stage1_mvc\nimport Testing\n"]
      ).isEmpty)
  }

  @Test func whatATargetExcludesIsNotRead() throws {
    let manifest = PackageManifest(
      file: SourceFile(
        path: "Package.swift",
        source: """
          let package = Package(name: "P", targets: [.testTarget(name: "ArchitectureTests", exclude: ["Fixtures"])])
          """))
    let target = try #require(manifest.targets.first)
    let read = try DeclaredImports.sources(of: target, root: PackageLayout.root)
    #expect(read.keys.contains("Tests/ArchitectureTests/DeclaredImportTests.swift"))
    #expect(!read.keys.contains { $0.hasPrefix("Tests/ArchitectureTests/Fixtures/") })
    #expect(
      FileManager.default.fileExists(
        atPath: PackageLayout.root.appendingPathComponent("Tests/ArchitectureTests/Fixtures").path))
  }
}
