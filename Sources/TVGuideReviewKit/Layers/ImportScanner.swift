import SwiftParser
import SwiftSyntax

/// The `import` declarations of a file, read from its syntax: plain, `@testable`,
/// `@_exported`, `public` and `import struct X.Y` forms alike; comments and strings that
/// mention `import` are not imports.
public enum ImportScanner {
  /// One import: the module, and where it is written.
  public struct Import: Sendable {
    public var module: String
    public var node: Syntax
  }

  public static func imports(in syntax: SourceFileSyntax) -> [Import] {
    NodeCollector.all(ImportDeclSyntax.self, in: syntax).compactMap { node in
      node.path.first.map { Import(module: $0.name.text, node: Syntax(node)) }
    }
  }

  /// The module names `source` imports.
  public static func modules(importedBy source: String) -> Set<String> {
    Set(imports(in: Parser.parse(source: source)).map(\.module))
  }
}
