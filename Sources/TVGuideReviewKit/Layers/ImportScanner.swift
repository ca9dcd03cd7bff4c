import SwiftParser
import SwiftSyntax

/// The `import` declarations of a file, read from its syntax: plain, `@testable`,
/// `@_exported`, `public` and `import struct X.Y` forms alike; comments and strings that
/// mention `import` are not imports.
package enum ImportScanner {
  /// One import: the module, and where it is written.
  package struct Import: Sendable {
    package var module: String
    package var node: Syntax
  }

  package static func imports(in syntax: SourceFileSyntax) -> [Import] {
    NodeCollector.all(ImportDeclSyntax.self, in: syntax).compactMap { node in
      node.path.first.map { Import(module: $0.name.text, node: Syntax(node)) }
    }
  }

  /// The module names `source` imports.
  package static func modules(importedBy source: String) -> Set<String> {
    Set(imports(in: Parser.parse(source: source)).map(\.module))
  }
}
