import Foundation
import TVGuideReviewKit

/// The imports of a target that `Package.swift` does not declare for it. SwiftPM's own check
/// (`--explicit-target-dependency-import-check`, which `.ci/run` builds with) accepts any module
/// a declared dependency brings along, so a builder could import the entities through the
/// presenter and the manifest would no longer say what the target uses; this reads the
/// declared list itself.
enum DeclaredImports {
  /// Modules the toolchain ships, which no manifest declares.
  static let toolchainModules: Set<String> = [
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
    "FoundationXML", "Dispatch", "Glibc", "Musl", "Darwin", "Android", "WinSDK", "Synchronization",
    "Observation", "RegexBuilder", "Distributed", "Testing", "XCTest", "PackagePlugin",
  ]

  /// The modules `target` may import: its own, its target dependencies' (a `-` in a target's
  /// name is a `_` in its module's) and its products' (each product here is named as its module).
  static func allowed(for target: PackageTarget) -> Set<String> {
    Set(
      ([target.name] + target.dependencies.map(\.name) + target.products).map {
        $0.replacingOccurrences(of: "-", with: "_")
      }
    )
    .union(toolchainModules)
  }

  /// One sentence for each import in `sources` (path → text) of a module `target` does not declare.
  static func undeclared(in target: PackageTarget, sources: [String: String]) -> [String] {
    let allowed = allowed(for: target)
    return sources.sorted { $0.key < $1.key }.flatMap { path, text in
      ImportScanner.modules(importedBy: text).subtracting(allowed).sorted().map {
        "\(path) imports \($0), which \(target.name) does not declare in Package.swift"
      }
    }
  }

  /// The Swift files SwiftPM compiles for `target` (path from the root → text): those under its
  /// folder but what its `exclude:` leaves out.
  static func sources(of target: PackageTarget, root: URL) throws -> [String: String] {
    let folder = root.appendingPathComponent(target.path)
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
    var found: [String: String] = [:]
    for case let relative as String in walker where relative.hasSuffix(".swift") {
      if target.excluded.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) { continue }
      found["\(target.path)/\(relative)"] = try String(
        contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
    }
    return found
  }
}
