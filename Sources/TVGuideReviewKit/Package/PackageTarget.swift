import SwiftSyntax

/// A target declared in `Package.swift`: its name, its folder and what it depends on.
package struct PackageTarget: Sendable, Hashable {
  /// A dependency as written, with where it is written for findings.
  package struct Dependency: Sendable, Hashable {
    package var name: String
    package var node: Syntax
  }

  package var name: String
  package var isTest: Bool
  /// The folder relative to the package root: the `path:` argument, else SwiftPM's default.
  package var path: String
  package var dependencies: [Dependency]
  /// The products of other packages it depends on (`.product(name:package:)`), by name: never
  /// layers, but modules it may import.
  package var products: [String] = []
  /// What its `exclude:` argument leaves out of the build, relative to its folder.
  package var excluded: [String] = []
}
