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
    imports(in: syntax.statements.map { Syntax($0.item) })
  }

  /// Imports are top-level declarations, or inside `#if canImport(…)` blocks: no need to walk
  /// into types and functions to find them.
  private static func imports(in items: [Syntax]) -> [Import] {
    items.flatMap { item -> [Import] in
      if let node = item.as(ImportDeclSyntax.self) {
        return node.path.first.map { [Import(module: $0.name.text, node: item)] } ?? []
      }
      guard let ifConfig = item.as(IfConfigDeclSyntax.self) else { return [] }
      return ifConfig.clauses.flatMap { clause -> [Import] in
        guard let statements = clause.elements?.as(CodeBlockItemListSyntax.self) else { return [] }
        return imports(in: statements.map { Syntax($0.item) })
      }
    }
  }

  /// The module names `source` imports.
  package static func modules(importedBy source: String) -> Set<String> {
    Set(imports(in: Parser.parse(source: source)).map(\.module))
  }
}
