import SwiftSyntax

/// A target declared in `Package.swift`: its name, its folder and what it depends on.
public struct PackageTarget: Sendable, Hashable {
  /// A dependency as written, with where it is written for findings.
  public struct Dependency: Sendable, Hashable {
    public var name: String
    public var node: Syntax
  }

  public var name: String
  public var isTest: Bool
  /// The folder relative to the package root: the `path:` argument, else SwiftPM's default.
  public var path: String
  public var dependencies: [Dependency]
}
