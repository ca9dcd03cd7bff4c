import SwiftSyntax

/// The targets of a `Package.swift`, read from its syntax: the manifest is not run.
package struct PackageManifest: Sendable {
  package var targets: [PackageTarget]

  package init(targets: [PackageTarget]) {
    self.targets = targets
  }

  /// The targets declared in `file`, which must be a `Package.swift`.
  package init(file: SourceFile) {
    let reader = PackageManifestReader()
    reader.walk(file.syntax)
    self.init(targets: reader.targets)
  }

  /// The target whose folder holds `relativePath` (a path relative to the package root).
  package func target(containing relativePath: String) -> PackageTarget? {
    targets
      .filter { relativePath.hasPrefix($0.path + "/") }
      .max { $0.path.count < $1.path.count }
  }
}
