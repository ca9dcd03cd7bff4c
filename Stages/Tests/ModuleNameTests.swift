import Foundation
import TVGuideTestSupport
import Testing

/// Stage 6 is where the migration arrives: its list and detail modules must be made of the
/// same parts, under the same names, as the finished app's in `Sources/`.
@Suite struct ModuleNameTests {
  /// The VIPER roles a module's parts are named after (`ShowListViewInput`, …).
  static let roles = [
    "ViewInput", "ViewOutput", "InteractorInput", "InteractorOutput", "RouterInput", "ModuleInput",
    "Presenter", "Interactor", "Router", "ViewController", "ModuleBuilder", "ModuleBuilding", "Module",
  ]
  /// The targets of the finished app that hold the list and detail modules.
  static let appFolders = [
    "Sources/TVGuideView", "Sources/TVGuidePresenter", "Sources/TVGuideInteractor", "Sources/TVGuideRouter",
    "Sources/TVGuideBuilder",
  ]

  /// The list and detail modules' part names declared in the Swift files under `folders`.
  static func moduleTypeNames(in folders: [String]) throws -> Set<String> {
    var names: Set<String> = []
    for folder in folders {
      let root = PackageLayout.root.appendingPathComponent(folder)
      let files =
        FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
      for file in files {
        for line in try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n") {
          if let name = declaredName(in: line), isModulePart(name) { names.insert(name) }
        }
      }
    }
    return names
  }

  /// The name a top-level declaration line declares: `public final class ShowListRouter: …`.
  static func declaredName(in line: String) -> String? {
    let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" })
    guard
      let index = words.firstIndex(where: { ["class", "struct", "enum", "protocol", "actor"].contains($0) }),
      words[..<index].allSatisfy({ ["public", "final", "@MainActor", "internal"].contains($0) }),
      index + 1 < words.count
    else { return nil }
    return String(words[index + 1])
  }

  static func isModulePart(_ name: String) -> Bool {
    ["ShowList", "ShowDetail"].contains { prefix in
      name.hasPrefix(prefix) && roles.contains(String(name.dropFirst(prefix.count)))
    }
  }

  @Test func aDeclarationLineNamesItsType() {
    #expect(
      Self.declaredName(in: "public final class ShowListRouter: ShowListRouterInput {") == "ShowListRouter")
    #expect(Self.declaredName(in: "protocol ShowDetailViewInput: AnyObject {") == "ShowDetailViewInput")
    #expect(Self.declaredName(in: "  let router: ShowListRouter") == nil)
    #expect(Self.isModulePart("ShowListInteractorInput"))
    #expect(!Self.isModulePart("ShowListTableDataSource"))
  }

  @Test func stageSixNamesItsModulesPartsAsTheAppDoes() throws {
    let app = try Self.moduleTypeNames(in: Self.appFolders)
    let stage = try Self.moduleTypeNames(in: ["Stages/06-Search/Sources"])
    #expect(app.contains("ShowListViewInput") && app.contains("ShowDetailRouterInput"), "\(app.sorted())")
    #expect(stage.subtracting(app).isEmpty, "only in stage 6: \(stage.subtracting(app).sorted())")
    #expect(app.subtracting(stage).isEmpty, "only in Sources/: \(app.subtracting(stage).sorted())")
  }
}
