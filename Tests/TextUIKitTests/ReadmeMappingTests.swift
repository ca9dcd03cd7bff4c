import Foundation
import TVGuideTestSupport
import Testing

/// `Sources/TextUIKit/README.md` maps TextUIKit to UIKit: it must name every public type, so a
/// type added without its UIKit counterpart fails here.
@Suite struct ReadmeMappingTests {
  @Test func theReadmeMapsEveryPublicTypeToUIKit() throws {
    let folder = PackageLayout.root.appendingPathComponent("Sources/TextUIKit")
    let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
    let mapped = Set(
      readme.split(separator: "\n").filter { $0.hasPrefix("| `") }
        .flatMap { $0.split(separator: "|")[0].matches(of: /`(\w+)`/).map { String($0.output.1) } })
    var declared: Set<String> = []
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects ?? []
    for case let file as URL in files where file.pathExtension == "swift" {
      let source = try String(contentsOf: file, encoding: .utf8)
      for match in source.matches(
        of: /(?m)^(?:public|open) (?:final )?(?:class|struct|enum|protocol|actor) (\w+)/)
      {
        declared.insert(String(match.output.1))
      }
    }
    #expect(declared.count > 20, "the public types were found")
    #expect(
      declared.subtracting(mapped).isEmpty, "not in the README: \(declared.subtracting(mapped).sorted())")
  }
}
