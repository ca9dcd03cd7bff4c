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
    let declared = try PublicTypes.declared(under: folder)
    #expect(declared.count > 20, "the public types were found")
    #expect(
      declared.subtracting(mapped).isEmpty, "not in the README: \(declared.subtracting(mapped).sorted())")
  }
}
